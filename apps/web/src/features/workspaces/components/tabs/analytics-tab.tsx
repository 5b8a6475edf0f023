import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { TabFrame } from '../tab-frame';

/** The analytics tab; its content arrives with its own feature. */
export function AnalyticsTab() {
  return <TabFrame tab="analytics" icon={<InsightsOutlined sx={{ fontSize: 40 }} />} />;
}
