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
  noData: 'No data for these filters',
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
} as const;

/** Name of the PDF report download (spec §7.2). */
export const reportFileName = (module: string, id: string): string => `report_${module}_${id}.pdf`;

/** Name of the CSV export download. */
export const exportFileName = (module: string, id: string): string => `export_${module}_${id}.csv`;
