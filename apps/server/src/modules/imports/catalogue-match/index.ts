export { suggestMappings, type SavedMapping } from './suggest-mappings.js';
