import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { TabFrame } from '../tab-frame';

/** The trends tab; its content arrives with its own feature. */
export function TrendsTab() {
  return <TabFrame tab="trends" icon={<TimelineOutlined sx={{ fontSize: 40 }} />} />;
}
