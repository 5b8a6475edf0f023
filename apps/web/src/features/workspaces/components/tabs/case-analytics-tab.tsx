import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { TabFrame } from '../tab-frame';

/** The case-analytics tab; its content arrives with its own feature. */
export function CaseAnalyticsTab() {
  return <TabFrame tab="case-analytics" icon={<ScienceOutlined sx={{ fontSize: 40 }} />} />;
}
