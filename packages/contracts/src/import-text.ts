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
