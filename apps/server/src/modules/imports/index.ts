/** Public entry of the imports module for other modules. */
export { IMPORT_FILE_JOB } from './pipeline/import-job.js';
