import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { TabFrame } from '../tab-frame';

/** The import tab; its content arrives with its own feature. */
export function ImportTab() {
  return <TabFrame tab="import" icon={<UploadFileOutlined sx={{ fontSize: 40 }} />} />;
}
