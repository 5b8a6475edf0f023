export { normaliseHeader } from './normalise-header.js';
export {
  suggestMappings,
  type HeaderSuggestion,
  type MatchSource,
  type SavedMapping,
} from './suggest-mappings.js';
