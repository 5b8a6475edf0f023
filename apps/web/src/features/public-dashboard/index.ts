/** Public entry of the public dashboard feature: other features use only these. */
export { PublicDashboardPreview } from './components/public-dashboard-preview';
