import { analyticsFieldsOf, type AnalyticsField } from './fields.js';
import type { AnalyticsArea } from './query.js';

/**
 * The CSV export (POST {area}/dashboard/{id}/export): one column per value, headed by its field label, values
 * as the screens show them (fieldValueText), dates as YYYY-MM-DD. The file starts with its header line, with no
 * comment line above it, so it opens in a spreadsheet and imports again as it is (the import reads the display
 * texts back: "Female", "Homicide", "Yes"); the export dialog names the columns it leaves out.
 */

/** The case id is the row's key: exported although it identifies a case. */
const ROW_ID = '_id';

/** A column of the export: each value once (no `sameAs` name), no personal data or free text but the case id. */
export function isExportColumn(field: Pick<AnalyticsField, 'name' | 'pii' | 'sameAs'>): boolean {
  return field.sameAs === undefined && (!field.pii || field.name === ROW_ID);
}

/** Labels of the fields an export of the area leaves out, in label order. */
export function exportOmittedLabels(area: AnalyticsArea): string[] {
  const labels = analyticsFieldsOf(area)
    .filter((field) => field.sameAs === undefined && !isExportColumn(field))
    .map((field) => field.label);
  return [...new Set(labels)].sort((a, b) => a.localeCompare(b));
}

/** The Export CSV dialog (its title is ANALYTICS_TEXT.exportCsv). */
export const CSV_EXPORT_TEXT = {
  contents:
    'One row per case the filters and the quick search keep, one column per field, values as they are shown here.',
  omittedIntro:
    'Left out to protect personal data (names, dates of birth, addresses, outside case numbers and notes):',
  download: 'Download CSV',
} as const;
