export { activityLogRoutes } from './routes.js';
