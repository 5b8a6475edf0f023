export { toxOverviewRoutes } from './routes.js';
