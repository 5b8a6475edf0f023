/** Public entry of the custom dashboard viewer: other features use only these. */
export { CustomDashboardView } from './components/custom-dashboard-view';
