import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { TabFrame } from '../tab-frame';

/** The public tab; its content arrives with its own feature. */
export function PublicTab() {
  return <TabFrame tab="public" icon={<PublicOutlined sx={{ fontSize: 40 }} />} />;
}
