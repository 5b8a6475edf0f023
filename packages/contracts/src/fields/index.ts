// `@hde/contracts/fields`: the field catalogue an import maps to, and the fields analytics reads and shows.
export * from './field-definition.js';
export * from './enum-vocabularies.js';
export * from './case-id-field.js';
export * from './case-fields.js';
export * from './toxicology-fields.js';
export * from './diagnosis-fields.js';
export * from './catalogue.js';
export * from './case-id-fallback.js';
export * from './derived-values.js';
export * from './conversion-messages.js';
export * from './date-parts.js';
export * from '../analytics/analytics-field.js';
export * from '../analytics/fields.js';
export * from '../analytics/area-fields.js';
export * from '../analytics/field-display.js';
export * from '../analytics/csv-export.js';
