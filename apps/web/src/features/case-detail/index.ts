/** Public entry of the case detail feature: other features use only these. */
export { CaseDetailView, type CaseDetailViewProps } from './components/case-detail-view';
export { CaseSearch, type CaseSearchProps } from './components/case-search';
