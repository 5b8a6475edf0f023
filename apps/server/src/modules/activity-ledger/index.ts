export { activityLedgerRoutes } from './routes.js';
export { startActivitySealer, type ActivitySealer } from './sealer.js';
export { sealActivities } from './seal.js';
export { removeExpiredActivities } from './retention.js';
