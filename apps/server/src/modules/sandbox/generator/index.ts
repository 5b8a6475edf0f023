/** Synthetic death-investigation data shared by the sandbox, demo workspaces, tests and the import benchmark. */
export {
  generateCases,
  iterateCases,
  type GenerateCasesOptions,
  type GeneratedCase,
} from './case-generator.js';
export {
  CASE_FIELD_IDS,
  DIAGNOSIS_FIELD_IDS,
  TOXICOLOGY_FIELD_IDS,
  type CaseFieldId,
  type CaseRow,
  type DiagnosisFieldId,
  type DiagnosisRow,
  type ToxicologyFieldId,
  type ToxicologyRow,
} from './field-ids.js';
export { BIRMINGHAM_METRO, type MetroArea } from './metro-area.js';
export { isDrugInducedCause } from './causes-of-death.js';
export { SeededRandom, type Seed } from './seeded-random.js';
export {
  writeCaseFilesCsv,
  writeCasesCsv,
  writeDiagnosisCsv,
  writeToxicologyCsv,
  type CsvRowCounts,
  type CsvTargets,
  type CsvWriteOptions,
} from './write-csv.js';
