/** Public entry of the analytics feature: other features use only these. */
export { AnalyticsPage } from './components/analytics-page';
export { FilterBar } from './components/filter-bar';
export { QuickSearch } from './components/quick-search';
export { useFilterFields } from './api/use-filter-fields';
export { chipLabel } from './lib/filter-entries';
