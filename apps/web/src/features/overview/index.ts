/** Public entry of the overview feature: other features use only these. */
export { OverviewPage } from './components/overview-page';
