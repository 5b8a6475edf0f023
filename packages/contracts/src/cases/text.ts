import { MISSING_VALUE } from '../constants.js';
import type { OrganName } from './case-detail.js';

/** Visible texts of the case detail view (spec part 2 §2.8, §5 display rules). */
export const CASE_DETAIL_TEXT = {
  modifiedOn: (date: string) => `Modified on ${date}`,
  version: (version: number) => `Version ${version}`,
  loading: 'Loading case...',
  notFound: 'Case not found',
  tabs: {
    information: 'Case Information',
    diagnoses: 'Diagnosis',
    toxicology: 'Toxicology Analysis Results',
    imports: 'File Imports',
  },
  panels: {
    case: 'Case Details',
    districtAttorney: 'District Attorney Case Information',
    postmortem: 'Postmortem Examination',
    additional: 'Additional Case Details',
    map: 'Places of Injury and Death',
    bmi: 'BMI Simulation',
  },
  /** Field labels come from fieldLabel (analytics/field-display.ts); these are the view's own names. */
  timeline: {
    title: 'Timeline',
    certificateDelivered: 'Certificate Delivered',
    logSignout: 'Log Signout',
  },
  person: {
    title: 'Person',
    name: 'Name',
  },
  organs: {
    brain: 'Brain',
    heart: 'Heart',
    leftKidney: 'Left Kidney',
    rightKidney: 'Right Kidney',
    liver: 'Liver',
    leftLung: 'Left Lung',
    rightLung: 'Right Lung',
    spleen: 'Spleen',
    thymus: 'Thymus',
  } satisfies Record<OrganName, string>,
  diagnosisColumns: { anatomicalSite: 'Anatomical Site', diagnosis: 'Diagnosis', comment: 'Comment' },
  toxicologyColumns: { analysis: 'Analysis', method: 'Method', results: 'Results', specimen: 'Specimen' },
  importColumns: { fileName: 'File Name', added: 'Added', status: 'Status', transactionId: 'Transaction ID' },
  mapMarkers: { residence: 'Residence', placeOfInjury: 'Place of Injury', placeOfDeath: 'Place of Death' },
  mapLabel: 'Map of the residence, the place of injury and the place of death',
  noCoordinates: 'No coordinates available to display on the map.',
  noItems: 'There are no items available',
  /** Missing values (spec §2.8): --- in tables and panels, N/A for measurements, - in the timeline. */
  missing: MISSING_VALUE,
  notAvailable: 'N/A',
  noDate: '-',
  /** Units of the display rules (spec §5). */
  units: { grams: 'gm', pounds: 'lb', centimetres: 'cm', bmi: 'kg/m2' },
  days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
  figures: { male: 'Male', female: 'Female' },
  bmiFiguresLabel: (height: string, weight: string, bmi: string) =>
    `Male and female figures at a height of ${height}, a weight of ${weight} and a BMI of ${bmi}`,
  bmiUnavailable: 'Height and weight are needed for the BMI simulation.',
  bmi2dFallback: '3D is not available in this browser; showing a flat view.',
  searchLabel: 'Find a case',
  searchPlaceholder: 'Case ID or name',
  searchNoResults: 'No matching cases',
  searchTyping: 'Type a case ID or a name',
} as const;

export const CASE_NOT_FOUND = CASE_DETAIL_TEXT.notFound;
