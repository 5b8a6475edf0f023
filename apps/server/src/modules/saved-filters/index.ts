/** Public entry of the saved-filters module for other modules, beside its service. */
export { SAVED_FILTERS_CONFIGURATION, configurationBodyFor } from './templates.js';
export { filterProblem } from './templates.js';
