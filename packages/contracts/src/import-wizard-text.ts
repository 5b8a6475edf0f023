import type { ImportDataType } from './enums.js';
import { CASE_ID_FALLBACK_FIELDS } from './fields/case-id-fallback.js';
import { findField } from './fields/catalogue.js';

/** "Last Name, First Name, Date of Birth and Date of Death": the fields a missing Case ID is made from. */
function fallbackFieldList(): string {
  return spokenList(CASE_ID_FALLBACK_FIELDS.map((id) => findField('CASE', id)?.label ?? id));
}

/** "Year, Month and Day"; a single name as it is. */
function spokenList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The import wizard dialog (spec part 2 §2.4, §5). Step titles, chips and button labels are the spec's own;
 * the steps are 0 upload, 1 mapping, 2 review and 3 the completion view (§4).
 */
export const IMPORT_WIZARD_TEXT = {
  steps: [
    { title: 'Upload Your Data', chip: 'Data Import Wizard - Step 1/3' },
    { title: 'Map Your Data Fields', chip: 'Data Import Wizard - Step 2/3' },
    { title: 'Review & confirm', chip: 'Data Import Wizard - Step 3/3' },
    { title: 'Your Import Has Started', chip: 'Complete' },
  ],
  buttons: {
    continueToMapping: 'Continue To Mapping',
    startImport: 'Start Import',
    cancel: 'Cancel',
    continueToReview: 'Continue To Review',
    goBack: 'Go Back & Edit',
    confirmImport: 'Confirm & Import',
    done: 'Done',
  },
  dataTypes: {
    CASE: 'Case',
    DIAGNOSIS: 'Diagnosis',
    TOXICOLOGY: 'Toxicology',
    ZIP: 'Zip File',
  } satisfies Record<ImportDataType, string>,
  upload: {
    intro:
      'Choose the kind of data your file holds, then add the file. Case, Diagnosis and Toxicology data can be an Excel (.xlsx), CSV or JSON file; Zip File takes one .zip archive.',
    dataType: 'Data Type',
    dropHere: 'Drag and drop your file here, or',
    browse: 'Choose File',
    fileInput: 'File to import',
    allowed: (extensions: readonly string[]) => `Accepted file types: ${extensions.join(', ')}`,
    chosenFile: 'Chosen file',
    skipsMapping: 'This file is imported as it is, without mapping and review. Choose Start Import to begin.',
    oneFileOnly: 'Add one file at a time: each import takes exactly one file.',
    refused: (fileName: string, extensions: readonly string[]) =>
      `${fileName} cannot be imported here. Choose a file of type ${extensions.join(', ')}.`,
    unreadable: (fileName: string) =>
      `We could not read the column headers of ${fileName}. Check that it is a valid file with a header row at the top, then try again.`,
  },
  mapping: {
    intro:
      'Match each field of your file to an HDE field. Fields left unmapped are not imported; Create Field keeps one as a new field under its own name.',
    fileColumn: 'Your File Fields',
    productColumn: 'HDE Fields',
    actionsColumn: 'Actions',
    sample: 'Sample value',
    noSample: 'No sample value',
    fieldSelect: (header: string) => `HDE field for ${header}`,
    placeholder: 'Select an HDE field',
    usedBy: (header: string) => `Mapped to ${header}`,
    customField: (header: string) => `${header} (new field)`,
    /** A date field can take a whole-date column, or three columns holding its year, month and day. */
    datePartSelect: (header: string) => `Date part for ${header}`,
    datePartNames: { whole: 'Whole date', year: 'Year', month: 'Month', day: 'Day' },
    /** Beside a choice that would replace the date parts other columns hold, before it is made. */
    replacesDateParts: (fieldLabel: string, partNames: readonly string[]) =>
      `${fieldLabel} is already mapped from ${spokenList(partNames)} ${partNames.length === 1 ? 'column' : 'columns'}; choosing it here replaces ${partNames.length === 1 ? 'it' : 'them'}.`,
    removeMapping: 'Remove Mapping',
    createField: 'Create Field',
    removeMappingFor: (header: string) => `Remove Mapping for ${header}`,
    createFieldFor: (header: string) => `Create Field for ${header}`,
    unmappedTooltip:
      'This field was not auto-mapped. Click to assign a matching HDE field or create a new one using your file field name.',
    required: 'Required field',
    caseIdNote: `Case ID is required. A row with no Case ID of its own gets one made from its ${fallbackFieldList()}.`,
  },
  review: {
    intro: (fileName: string) =>
      `The first rows of ${fileName} as HDE will import them. Go back to change the mapping, or confirm to start the import.`,
    tableLabel: 'Data preview',
    empty: 'Dataset too large to preview',
    /** Under a stored value that differs from the file's text. */
    asWritten: (raw: string) => `In the file: ${raw}`,
    /** The heading of a column holding one part of a date split over year, month and day columns. */
    datePartHeading: (fieldLabel: string, partName: string) => `${fieldLabel} (${partName})`,
    leftEmpty: 'Left empty',
    yes: 'Yes',
    no: 'No',
    unconverted: 'The values could not be converted for this preview; they are shown as written in the file.',
  },
  completion: {
    body: 'Your file is being imported in the background. You can keep using HDE meanwhile: the progress of the import shows in the Workspace File Uploads table.',
  },
  mappingError: {
    title: 'Mapping Error',
    exit: 'Exit',
  },
} as const;
