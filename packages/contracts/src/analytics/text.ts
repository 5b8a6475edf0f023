import { WORKSPACE_ERRORS } from '../workspace-text.js';

/** Visible texts of the analytics tab and filter bar (spec part 2 §2.7, §2.11). */
export const ANALYTICS_TEXT = {
  clearFilters: 'Clear Filters',
  addFilter: 'Add Filter',
  downloadPdf: 'Download Analytics as PDF',
  embed: 'Embed IFrame Code',
  lastUpdated: 'Last Updated',
  loading: 'Loading...',
  exportCsv: 'Export CSV',
  quickSearch: 'Quick search',
  quickSearchHint: 'Search cases: "exact phrase", words, -exclude, or a case id',
  search: 'Search',
  /** A widget without data while a filter or the quick search is set. */
  noData: 'No data for these filters',
  /** A widget without data while nothing narrows the cases: the imported cases hold no values for it. */
  noValues: 'No values recorded for this chart.',
  /** The analytics tab of a workspace without cases. */
  noCasesYet: 'No data has been imported yet.',
  importToStart: 'Import a file of cases to see them here.',
  openImport: 'Open the Import Wizard',
  savedTemplates: 'Saved Templates',
  saveTemplate: 'Save Filters as Template',
  templateName: 'Template Name',
  templateVisibility: 'Visibility',
  editTemplate: 'Edit Template',
  deleteTemplate: 'Delete Template',
  applyTemplate: 'Apply',
  noTemplates: 'No saved templates',
  filterField: 'Field',
  filterOperator: 'Operator',
  filterValue: 'Value',
  filterFrom: 'From',
  filterTo: 'To',
  apply: 'Apply',
  cancel: 'Cancel',
  save: 'Save',
  confirm: 'Confirm',
  rowsPerPage: 'Rows per page',
  suppressed: 'Suppressed',
  /** The analytics tab with one case open (spec §2.8): "Case ID #" and the case id. */
  caseHeading: (caseId: string) => `Case ID #${caseId}`,
  backToCaseList: 'Back to Case List',
  dashboardTabs: 'Dashboard tabs',
  filters: 'Filters',
  removeFilterTitle: 'Remove Filter',
  noFilters: 'No filters applied',
  quickDateRanges: 'Quick date ranges',
  clearSearch: 'Clear search',
  filterTemplates: 'Saved filter templates',
  editTemplateOf: (name: string) => `Edit template ${name}`,
  deleteTemplateOf: (name: string) => `Delete template ${name}`,
  /** Map tiles (spec §2.7, §2.8: tiles from an open map service). */
  mapTiles: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  mapLabel: (title: string) => `Map: ${title}`,
  chartLabel: (title: string) => `Chart: ${title}`,
  mapMarker: (count: number) => `${count} ${count === 1 ? 'case' : 'cases'}`,
} as const;

/** Name of the PDF report download (spec §7.2). */
export const reportFileName = (module: string, id: string): string => `report_${module}_${id}.pdf`;

/** The report service failed or did not answer. */
export const REPORT_FAILED = 'The report service could not make the report. Please try again later.';

/** A report request naming a tab the dashboard does not have. */
export const unknownReportTab = (tab: string): string => `Unknown dashboard tab: ${tab}`;

/** Name of the CSV export download. */
export const exportFileName = (module: string, id: string): string => `export_${module}_${id}.csv`;

/** Replies of the analytics engine that are not about one field of the query. */
export const ANALYTICS_ERRORS = {
  workspaceNotFound: WORKSPACE_ERRORS.notFound,
  unknownWorkspace: 'Unknown workspace',
  noGroupField: 'groupBy names no field',
  timeout: 'The query took too long. Narrow the filters or the search and try again.',
  badValue: 'A filter value is out of range for its field',
  tooComplex: 'The query is too complex',
  /** A role that may only count an area's records (files, activities) asked for more. */
  areaRowsRefused: 'Your role in this workspace may only count these records',
} as const;
