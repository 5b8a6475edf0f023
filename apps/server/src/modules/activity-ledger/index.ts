export { activityLedgerRoutes } from './routes.js';
export { startActivitySealer } from './sealer.js';
export { sealActivities } from './seal.js';
export { removeExpiredActivities } from './retention.js';
