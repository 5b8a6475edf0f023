export { ImportFileError, type StopPoint } from './import-file-error.js';
export { openImportFile } from './open-import-file.js';
export { readFirstRows } from './read-first-rows.js';
export type { ImportSource, ReaderLimits, TableRow } from './types.js';
