import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { TabFrame } from '../tab-frame';

/** The overview tab; its content arrives with its own feature. */
export function OverviewTab() {
  return <TabFrame tab="overview" icon={<SpaceDashboardOutlined sx={{ fontSize: 40 }} />} />;
}
