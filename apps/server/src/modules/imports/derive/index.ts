export { deriveCaseFields, type DeriveOptions } from './derive-case-fields.js';
export { fallbackCaseId } from './fallback-case-id.js';
export { fiveDigitZip } from './zip-code.js';
export { zipcodesLookup, type Coordinates } from './zip-lookup.js';
