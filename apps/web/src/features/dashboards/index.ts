/** Public entry of the custom dashboards feature: other features use only these. */
export { useDashboardList } from './api/use-dashboard-list';
export { MyDashboards } from './components/my-dashboards';
export { SaveAsDashboardButton } from './components/save-as-dashboard-button';
