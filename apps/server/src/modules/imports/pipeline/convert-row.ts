import type { FieldValue } from '@hde/contracts/fields';
import { PIPELINE_MESSAGES } from '@hde/contracts/text';
import { cellText, isBlank, type RawCell } from '../convert/conversion.js';
import { convertCell } from '../convert/index.js';
import type { ColumnTarget } from './column-plan.js';
import { combineDateParts, type DatePartCells } from './date-parts.js';
import type { ImportIssue } from './issues.js';

type ExtraValue = string | number | boolean;

/** A source row converted by its columns' targets; issues get their case id once it is known. */
export interface ConvertedRow {
  rowNumber: number;
  values: Record<string, FieldValue | null>;
  extra: Record<string, ExtraValue>;
  issues: ImportIssue[];
  hasValues: boolean;
}

function extraValue(raw: RawCell): ExtraValue | null {
  if (isBlank(raw)) return null;
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return null;
    const iso = raw.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  // PostgreSQL text and jsonb cannot hold NUL.
  return typeof raw === 'string' ? raw.replaceAll('\u0000', '').trim() : raw;
}

export function convertRow(
  rowNumber: number,
  cells: readonly RawCell[],
  plan: readonly ColumnTarget[],
): ConvertedRow {
  // Custom field keys are headers from the file: a null prototype keeps `__proto__` and `constructor` plain keys.
  const extra = Object.create(null) as Record<string, ExtraValue>;
  const row: ConvertedRow = { rowNumber, values: {}, extra, issues: [], hasValues: false };
  const issue = (fieldName: string | null, message: string, type: ImportIssue['type'] = 'WARNING') =>
    row.issues.push({ type, rowNumber, caseId: null, fieldName, message });

  const dateParts = new Map<string, DatePartCells>();
  plan.forEach((target, index) => {
    const raw = cells[index];
    if (target.kind === 'skip' || isBlank(raw)) return;
    row.hasValues = true;
    if (target.kind === 'datePart') {
      const date = dateParts.get(target.field.id) ?? { field: target.field, cells: {} };
      date.cells[target.part] = { raw, header: target.header };
      dateParts.set(target.field.id, date);
      return;
    }
    if (target.kind === 'custom') {
      const value = extraValue(raw);
      if (value !== null) row.extra[target.key] = value;
      return;
    }
    const result = convertCell(target.field, raw);
    if ('error' in result) {
      // The value is left out and the row still imports: one bad cell should not cost the whole case.
      issue(target.header, result.error);
      return;
    }
    if (result.warning) issue(target.header, result.warning);
    if (result.value !== null) row.values[target.field.id] = result.value;
  });

  for (const date of dateParts.values()) {
    // A whole-date column mapped beside the parts wins.
    const combined = date.field.id in row.values ? null : combineDateParts(date);
    if (combined && 'value' in combined) row.values[date.field.id] = combined.value;
    else if (combined) issue(combined.fieldName, combined.warning);
  }

  const extraCells = cells.slice(plan.length).filter((cell) => !isBlank(cell)).length;
  if (extraCells > 0) issue(null, PIPELINE_MESSAGES.extraValues(cells.length, plan.length));
  return row;
}

/** A JSON value that is neither a child list nor a primitive, kept readable in a custom field. */
export function jsonCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return cellText(JSON.stringify(value));
}

/**
 * Gives every issue of the row its case id, once known. Without one the row cannot be imported: an ERROR
 * with `reason` is added and false returned.
 */
export function settleCaseId(row: ConvertedRow, caseId: string | null, reason: string): caseId is string {
  for (const issue of row.issues) issue.caseId = caseId;
  if (caseId) return true;
  row.issues.push({
    type: 'ERROR',
    rowNumber: row.rowNumber,
    caseId: null,
    fieldName: null,
    message: reason,
  });
  return false;
}
