import { z } from 'zod';
import { CASE_SEARCH_LIMIT } from '../constants.js';

/** A place of the case (spec §3 case detail): the address as written, and where the map puts it. */
export const casePlaceSchema = z.object({
  originalAddress: z.string().nullable(),
  /** The address as the product understood it: street, city, county and ZIP, as far as known. */
  parsedAddress: z.string().nullable(),
  /** True when the coordinates come from a lookup (the ZIP centre) rather than the file. */
  geolocated: z.boolean(),
  /** Rounded to MAP_COORDINATE_DECIMALS; null when the place cannot be put on a map. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CasePlace = z.infer<typeof casePlaceSchema>;

export const ORGAN_NAMES = [
  'brain',
  'heart',
  'leftKidney',
  'rightKidney',
  'liver',
  'leftLung',
  'rightLung',
  'spleen',
  'thymus',
] as const;
export type OrganName = (typeof ORGAN_NAMES)[number];

const text = z.string().nullable();
const day = z.string().nullable();
const days = z.number().int().nullable();

export const caseDiagnosisSchema = z.object({
  id: z.string(),
  anatomicalSite: text,
  diagnosis: text,
  comment: text,
});
export const caseToxResultSchema = z.object({
  id: z.string(),
  analysis: text,
  method: text,
  results: text,
  specimen: text,
});
export const caseImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  added: z.string(),
  status: z.string(),
  transactionId: z.string().nullable(),
});

/** GET case/{workspaceId}/{caseId}: the latest version of a case with its lists (spec §3 case detail). */
export const caseDetailSchema = z.object({
  caseId: z.string(),
  version: z.number().int(),
  firstName: text,
  middleName: text,
  lastName: text,
  /** [year, month, day] with a 1-based month (spec §3). */
  dateOfBirth: z.tuple([z.number().int(), z.number().int(), z.number().int()]).nullable(),
  dateOfDeath: day,
  timeOfDeath: text,
  sex: text,
  race: text,
  age: z.number().nullable(),
  /** Inches. */
  height: z.number().nullable(),
  /** Pounds. */
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  bmiStatus: text,
  validBMI: z.boolean().nullable(),
  organDonor: z.boolean().nullable(),
  eyeDonor: z.boolean().nullable(),
  residence: casePlaceSchema,
  placeOfInjury: casePlaceSchema,
  placeOfDeath: casePlaceSchema,
  companionIds: z.array(z.string()),
  lastModified: z.string(),
  transactionId: z.string().nullable(),
  deputyCoroner: text,
  pathologist: text,
  policeAgency: text,
  lawEnforcementCaseId: text,
  agencyCaseNumber: text,
  districtAttorney: text,
  circuitCaseNumber: text,
  judge: text,
  trialDate: day,
  causeOfDeath: text,
  causeOfDeath_ICD10: text,
  contributingFactors: text,
  mannerOfDeath: text,
  meansOfDeath: text,
  weaponType: text,
  scene: text,
  identifiedMethod: text,
  incident: text,
  onTheJob: z.boolean().nullable(),
  injuryDate: day,
  injuryTime: text,
  typeOfExam: text,
  examDate: day,
  examTurnAround: days,
  deathCertificateToHealthDepartment: day,
  turnaroundTimeForDeathCertificate: days,
  transcriptionLogSignOut: day,
  turnaroundTimeForReport: days,
  county: text,
  deathCity: text,
  caseStatus: text,
  /** Grams. */
  organWeights: z.record(z.enum(ORGAN_NAMES), z.number().nullable()),
  /** Custom fields as imported; a `__` in a key stands for a dot (spec §2.8). */
  extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  diagnoses: z.array(caseDiagnosisSchema),
  toxResults: z.array(caseToxResultSchema),
  imports: z.array(caseImportSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** GET case/{workspaceId}/search?q=&limit=: case id prefix, or the words of a name. */
export const caseSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(CASE_SEARCH_LIMIT).default(CASE_SEARCH_LIMIT),
});
export const caseSearchResultSchema = z.object({
  caseId: z.string(),
  firstName: text,
  lastName: text,
  deathDate: day,
});
export type CaseSearchResult = z.infer<typeof caseSearchResultSchema>;
export const caseSearchResponseSchema = z.object({ items: z.array(caseSearchResultSchema) });

export const caseParamsSchema = z.object({
  workspaceId: z.string().max(100),
  caseId: z.string().min(1).max(200),
});
