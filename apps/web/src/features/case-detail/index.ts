/** Public entry of the case detail feature: other features use only these. */
export { CaseDetailView } from './components/case-detail-view';
export { CaseSearch } from './components/case-search';
