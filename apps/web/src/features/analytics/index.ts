/** Public entry of the analytics feature: other features use only these. */
export { AnalyticsPage } from './components/analytics-page';
