export { toxTrendsRoutes } from './routes.js';
