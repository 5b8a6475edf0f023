import { PRODUCT_NAME } from './constants.js';
import type { FieldType, FieldUnit } from './fields/field-definition.js';

/** The Import tab's home: tips, the template card and its download dialog (spec part 2 §2.3). */
export const IMPORT_HOME_TEXT = {
  tipsTitle: 'Before You Import',
  tips: [
    {
      key: 'clean',
      title: 'Clean up your file',
      body: 'Keep one header row at the top, one case per row, and no merged cells or blank rows in between.',
    },
    {
      key: 'match',
      title: 'Match your field names',
      body: 'Use the column headers from our templates, or map your own headers to our fields in the import wizard.',
    },
    {
      key: 'sandbox',
      title: 'Create a sandbox',
      body: 'Not ready to upload real data? Try the product first with a sandbox of 100 synthetic cases.',
    },
  ],
  templates: {
    title: 'Import Templates',
    body: 'Excel templates with the column headers the import expects, one for each kind of data.',
    button: 'Download Templates',
  },
  templatesDialog: {
    title: 'Download Import Templates',
    description: 'Choose the templates to download. Each one is saved as an Excel file.',
    legend: 'Templates',
    cancel: 'Cancel',
    download: 'Download',
  },
  uploadsTitle: 'Imported Files',
} as const;

/** The Field Guide sheet of each downloadable import template. */
export const FIELD_GUIDE_SHEET = 'Field Guide';
export const FIELD_GUIDE_HEADERS = [
  'Label',
  'Field ID',
  'Type',
  'Allowed Values',
  'Unit',
  'Required',
  'Example',
] as const;

/** GET templates/{name} for a name that is no template. */
export const TEMPLATE_NOT_FOUND = 'Template not found';

/** The other texts of each downloadable import template workbook; the column headers are the catalogue's labels. */
export const TEMPLATE_WORKBOOK_TEXT = {
  title: (templateName: string) => `${PRODUCT_NAME} ${templateName} Template`,
  exampleRowNote: 'Example row: replace or delete it before importing your data.',
  requiredNote: (label: string) => `Required: every row needs a ${label}.`,
  rowCaseIdNote: (label: string) => `Required: the ${label} of the case each row belongs to.`,
  caseIdNote: (label: string, fallbackLabels: string) =>
    `Required: one unique ${label} per case. A row without one gets an id made from ${fallbackLabels}.`,
  requiredYes: 'Yes',
  requiredNo: 'No',
  booleanValues: 'Yes, No',
  types: {
    string: 'Text',
    text: 'Long text',
    integer: 'Whole number',
    number: 'Number',
    date: 'Date (MM/DD/YYYY)',
    time: 'Time (HH:MM, 24-hour)',
    boolean: 'Yes / No',
    enum: 'One of the allowed values',
  } satisfies Record<FieldType, string>,
  units: {
    in: 'inches',
    lb: 'pounds',
    g: 'grams',
    years: 'years',
    degrees: 'decimal degrees',
  } satisfies Record<FieldUnit, string>,
} as const;
