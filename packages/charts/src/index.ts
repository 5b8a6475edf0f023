export * from './theme-palette.js';
export * from './chart-theme.js';
export * from './widget-chart.js';
export * from './build-widget-chart.js';
export * from './metric-charts.js';
export { categoryLabel, truncateLabel, NO_VALUE_CELL, UNKNOWN_LABEL } from './category-labels.js';
export { countedGroups, type CountedGroup } from './result-rows.js';
export { textWidth } from './text-width.js';
export {
  layoutWordCloud,
  type PlacedWord,
  type WordCloudLayoutOptions,
  type WordCloudWord,
} from './word-cloud-layout.js';
export { mapExtent, mapMarkers, roundCoordinate, type MapMarker, type MapView } from './transformers/map.js';
export { MONTH_LABELS } from './transformers/deaths-by-month.js';
export { ageGroupCategories } from './transformers/age-groups.js';
export { baseOption, categoryAxis, escapeHtml, grid, legend, tooltip, valueAxis } from './base-option.js';
