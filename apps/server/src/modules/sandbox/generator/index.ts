/** Synthetic death-investigation data shared by the sandbox, demo workspaces, tests and the import benchmark. */
export { iterateCases, type GenerateCasesOptions } from './case-generator.js';
export { CASE_FIELD_IDS } from './field-ids.js';
export { writeCasesCsv } from './write-csv.js';
