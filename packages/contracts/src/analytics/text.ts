import { WORKSPACE_ERRORS } from '../workspace-text.js';
import { SAVED_FILTER_TEMPLATES_MAX } from './filters.js';
import { COUNT_KEY, QUERY_LIMITS } from './query.js';

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

/** Replies of the analytics engine; a value is shown as the caller sent it (a text in double quotes). */
export const ANALYTICS_ERRORS = {
  workspaceNotFound: WORKSPACE_ERRORS.notFound,
  unknownWorkspace: 'Unknown workspace',
  noGroupField: 'groupBy names no field',
  timeout: 'The query took too long. Narrow the filters or the search and try again.',
  badValue: 'A filter value is out of range for its field',
  tooComplex: 'The query is too complex',
  /** A role that may only count an area's records (files, activities) asked for more. */
  areaRowsRefused: 'Your role in this workspace may only count these records',
  unknownField: (field: string, area: string) => `Unknown field "${field}" for ${area}`,
  notNumber: (field: string, value: string) => `The field "${field}" takes numbers, not ${value}`,
  notBoolean: (field: string, value: string) => `The field "${field}" takes true or false, not ${value}`,
  notDate: (field: string, value: string) =>
    `The field "${field}" takes dates (YYYY-MM-DD or ISO date-times), not ${value}`,
  operatorNotApplicable: (operator: string, field: string) =>
    `The operator "${operator}" does not apply to the field "${field}"`,
  oneValueOnly: (operator: string, field: string) =>
    `The operator "${operator}" on "${field}" takes exactly one value`,
  likeWithoutText: (field: string) => `The operator "like" on "${field}" takes one or more texts`,
  nestedTooDeeply: `The filter is nested too deeply: at most ${QUERY_LIMITS.whereDepth} levels`,
  tooManyConditions: `The filter has too many conditions: at most ${QUERY_LIMITS.whereNodes}`,
  tooManyValues: (max: number) => `The query carries too many values: at most ${max}`,
  searchNotApplicable: (area: string) => `Quick search does not apply to ${area}`,
  unwindNotApplicable: (unwind: string, area: string) => `unwind "${unwind}" does not apply to ${area}`,
  tableSortedByCount: `A table cannot sort by ${COUNT_KEY}`,
  groupingSortField: `A grouping sorts by ${COUNT_KEY} or one of its grouped fields`,
  invalidWidgetQuery: (widgetId: string) => `Widget "${widgetId}": its query is not valid`,
  /** A refusal of one of several named queries, naming it. */
  ofNamedQuery: (name: string, refusal: string) => `Query "${name}": ${refusal}`,
} as const;

/** Refusals of the saved filter template calls (spec part 2 §2.11). */
export const SAVED_FILTER_MESSAGES = {
  notFound: 'Saved filter template not found',
  tooMany: `A workspace can hold at most ${SAVED_FILTER_TEMPLATES_MAX} saved filter templates`,
  duplicateName: (name: string) => `A saved filter template named "${name}" already exists`,
  unknownField: (id: string) => `Unknown filter field: ${id}`,
  operatorNotAllowed: (operator: string, id: string) =>
    `The operator ${operator} is not allowed for the filter field ${id}`,
  notEditable: 'Only the creator of a template, or a workspace owner or admin, can edit or delete it',
  visibilityCreatorOnly: 'Only the creator of a template can change its visibility',
  wholeBodyRefused:
    'Saved filter templates are saved one at a time: POST .../configuration/saved-filters-configuration ' +
    'creates one, PUT or DELETE .../configuration/saved-filters-configuration/{filterId} edits or removes one',
} as const;
