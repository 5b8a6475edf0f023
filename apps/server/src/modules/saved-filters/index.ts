/** Public entry of the saved-filters module for other modules, beside its service. */
export { SAVED_FILTERS_CONFIGURATION, configurationBodyFor } from './templates.js';
// The messages live in contracts; the workspace configuration routes still import them from here.
export { SAVED_FILTER_MESSAGES } from '@hde/contracts/text';
