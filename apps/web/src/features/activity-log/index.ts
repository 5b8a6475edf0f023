/** Public entry of the Activity Log feature: other features use only these. */
export { ActivityLogSection } from './components/activity-log-section';
