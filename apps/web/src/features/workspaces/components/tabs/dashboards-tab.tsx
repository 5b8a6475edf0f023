import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import { TabFrame } from '../tab-frame';

/** The dashboards tab; its content arrives with its own feature. */
export function DashboardsTab() {
  return <TabFrame tab="dashboards" icon={<DashboardCustomizeOutlined sx={{ fontSize: 40 }} />} />;
}
