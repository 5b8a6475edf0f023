/** Public entry of the subscriptions module for other modules, beside its service. */
export { moduleAccessColumns, moduleAccessFacts } from './repo.js';
