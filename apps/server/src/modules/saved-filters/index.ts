/** Public entry of the saved-filters module for other modules, beside its service. */
export { SAVED_FILTERS_CONFIGURATION, SAVED_FILTER_MESSAGES, configurationBodyFor } from './templates.js';
