export { deriveCaseFields, type DerivedCaseFields, type DeriveOptions } from './derive-case-fields.js';
export { fallbackCaseId } from './fallback-case-id.js';
export {
  deathAgeGroup,
  toxicologyAgeGroup,
  type DeathAgeGroup,
  type ToxicologyAgeGroup,
} from './age-groups.js';
export { fiveDigitZip } from './zip-code.js';
export { zipcodesLookup, type Coordinates, type ZipLookup } from './zip-lookup.js';
