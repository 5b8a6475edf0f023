/** Public entry of the custom dashboard viewer: other features use only these. */
export { CustomDashboardView, type CustomDashboardViewProps } from './components/custom-dashboard-view';
export { dashboardViewerLink } from './dashboard-viewer-path';
