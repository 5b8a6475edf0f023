import ExcelJS from 'exceljs';
import { PRODUCT_NAME } from '@hde/contracts';
import { FIELD_GUIDE_HEADERS, FIELD_GUIDE_SHEET, TEMPLATE_WORKBOOK_TEXT } from '@hde/contracts/text';
import {
  CASE_ID_FALLBACK_FIELDS,
  TEMPLATE_NAMES,
  fieldsOf,
  findField,
  type CatalogueDataType,
  type FieldDefinition,
} from '@hde/contracts/fields';
import { exampleValue, type ExampleValue } from './example-values.js';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
const REQUIRED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFD966' } };
const EXAMPLE_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF808080' } };
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

const fitWidth = (...texts: (string | number | undefined)[]) =>
  Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, ...texts.map((text) => String(text ?? '').length + 2)));

export function typeText(field: FieldDefinition): string {
  return TEMPLATE_WORKBOOK_TEXT.types[field.type];
}

export function unitText(field: FieldDefinition): string {
  return field.unit ? TEMPLATE_WORKBOOK_TEXT.units[field.unit] : '';
}

export function allowedValuesText(field: FieldDefinition): string {
  if (field.enumValues) return field.enumValues.join(', ');
  if (field.type === 'boolean') return TEMPLATE_WORKBOOK_TEXT.booleanValues;
  return '';
}

/** The note on the required header: what it is for, and (case template) what happens when it is absent. */
export function requiredNote(dataType: CatalogueDataType, field: FieldDefinition): string {
  if (field.id !== 'case_id') return TEMPLATE_WORKBOOK_TEXT.requiredNote(field.label);
  if (dataType !== 'CASE') return TEMPLATE_WORKBOOK_TEXT.rowCaseIdNote(field.label);
  const fallback = CASE_ID_FALLBACK_FIELDS.map((id) => findField('CASE', id)?.label ?? id).join(', ');
  return TEMPLATE_WORKBOOK_TEXT.caseIdNote(field.label, fallback);
}

function addTemplateSheet(workbook: ExcelJS.Workbook, dataType: CatalogueDataType): void {
  const fields = fieldsOf(dataType);
  const sheet = workbook.addWorksheet(TEMPLATE_NAMES[dataType], {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  const examples: ExampleValue[] = fields.map(exampleValue);
  sheet.columns = fields.map((field, i) => ({
    key: field.id,
    width: fitWidth(field.label, examples[i]),
    // Text columns keep what people type: leading zeros of ZIP codes and ids, long digit strings.
    ...(field.type === 'string' ? { style: { numFmt: '@' } } : {}),
  }));

  const header = sheet.getRow(1);
  header.values = fields.map((field) => field.label);
  header.font = { bold: true };
  fields.forEach((field, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true };
    cell.fill = field.required ? REQUIRED_FILL : HEADER_FILL;
    cell.alignment = { vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF808080' } } };
    if (field.required) cell.note = requiredNote(dataType, field);
  });

  const example = sheet.getRow(2);
  example.values = examples;
  fields.forEach((_, i) => {
    const cell = example.getCell(i + 1);
    cell.fill = EXAMPLE_FILL;
    cell.font = EXAMPLE_FONT;
  });
  example.getCell(1).note = TEMPLATE_WORKBOOK_TEXT.exampleRowNote;
}

function addFieldGuide(workbook: ExcelJS.Workbook, dataType: CatalogueDataType): void {
  const fields = fieldsOf(dataType);
  const sheet = workbook.addWorksheet(FIELD_GUIDE_SHEET, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  const rows = fields.map((field) => [
    field.label,
    field.id,
    typeText(field),
    allowedValuesText(field),
    unitText(field),
    field.required ? TEMPLATE_WORKBOOK_TEXT.requiredYes : TEMPLATE_WORKBOOK_TEXT.requiredNo,
    exampleValue(field),
  ]);
  sheet.columns = FIELD_GUIDE_HEADERS.map((title, column) => ({
    width: fitWidth(title, ...rows.map((row) => row[column])),
  }));
  const header = sheet.addRow([...FIELD_GUIDE_HEADERS]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const row of rows) sheet.addRow(row);
  fields.forEach((field, i) => {
    if (field.required) sheet.getRow(i + 2).font = { bold: true };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: FIELD_GUIDE_HEADERS.length } };
}

/**
 * The import template of a data type (spec §2.3, §7.1): a sheet named after the template whose first row holds
 * the catalogue labels in catalogue order (bold, frozen; the required Case ID highlighted with a note) and whose
 * second row is a light-grey example, then a "Field Guide" sheet with one row per field.
 */
export async function buildTemplate(dataType: CatalogueDataType): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = PRODUCT_NAME;
  workbook.title = TEMPLATE_WORKBOOK_TEXT.title(TEMPLATE_NAMES[dataType]);
  // Fixed dates so the same catalogue always gives the same workbook properties.
  workbook.created = new Date(Date.UTC(2024, 0, 1));
  workbook.modified = workbook.created;
  addTemplateSheet(workbook, dataType);
  addFieldGuide(workbook, dataType);
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
