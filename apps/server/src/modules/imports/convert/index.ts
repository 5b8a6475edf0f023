export type { RawCell } from './conversion.js';
export { convertCell } from './convert-cell.js';
