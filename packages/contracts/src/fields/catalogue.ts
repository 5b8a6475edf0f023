import { PRODUCT_NAME } from '../constants.js';
import type { ImportDataType } from '../enums.js';
import { CASE_FIELDS } from './case-fields.js';
import { DIAGNOSIS_FIELDS } from './diagnosis-fields.js';
import type { FieldDefinition } from './field-definition.js';
import { TOXICOLOGY_FIELDS } from './toxicology-fields.js';

export type CatalogueDataType = Exclude<ImportDataType, 'ZIP'>;

/** The field list of a data type: TOXICOLOGY, DIAGNOSIS, otherwise CASE (spec §5, saving a mapping). */
export function fieldsOf(dataType: ImportDataType | string): readonly FieldDefinition[] {
  if (dataType === 'TOXICOLOGY') return TOXICOLOGY_FIELDS;
  if (dataType === 'DIAGNOSIS') return DIAGNOSIS_FIELDS;
  return CASE_FIELDS;
}

export function findField(dataType: ImportDataType | string, fieldId: string): FieldDefinition | undefined {
  return fieldsOf(dataType).find((field) => field.id === fieldId);
}

/** Template names as the "Download Import Templates" dialog shows them (spec §2.3). */
export const TEMPLATE_NAMES = {
  CASE: 'Case',
  DIAGNOSIS: 'Diagnosis',
  TOXICOLOGY: 'Toxicology',
} as const satisfies Record<CatalogueDataType, string>;
export type TemplateName = (typeof TEMPLATE_NAMES)[CatalogueDataType];

/**
 * "the product abbreviation, the template name, then Template.xlsx" (spec §7.1), joined without separators:
 * `HDECaseTemplate.xlsx`. Any casing of the name is accepted (`case`, `CASE`).
 */
export function TEMPLATE_FILE_NAME(templateName: string): string {
  const name = templateName.charAt(0).toUpperCase() + templateName.slice(1).toLowerCase();
  return `${PRODUCT_NAME}${name}Template.xlsx`;
}
