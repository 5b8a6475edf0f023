import type { HeaderMapping } from '@hde/contracts/api';
import type { CatalogueDataType } from '@hde/contracts/fields';
import type { SavedMapping } from '../catalogue-match/index.js';
import type { DeriveOptions } from '../derive/index.js';
import type { ImportSource } from '../readers/index.js';
import { planColumns, type ColumnTarget } from './column-plan.js';
import { convertRow, jsonCell, type ConvertedRow } from './convert-row.js';
import type { ImportIssue } from './issues.js';
import { prepareCase, type PreparedCase } from './prepare-case.js';
import { prepareChild, type ChildKind, type PreparedChild } from './prepare-child.js';

/** What one source row becomes: a case (with the children a JSON case nests), or a child row, plus issues. */
export interface ImportUnit {
  rowNumber: number;
  caseVersion: PreparedCase | null;
  children: { kind: ChildKind; row: PreparedChild }[];
  issues: ImportIssue[];
  /** The row could not be imported at all. */
  failed: boolean;
}

export interface UnitOptions {
  mapping: HeaderMapping | null;
  savedMappings: Partial<Record<CatalogueDataType, SavedMapping>>;
  derive: DeriveOptions;
}

const NESTED_LISTS: { kind: ChildKind; pattern: RegExp }[] = [
  { kind: 'DIAGNOSIS', pattern: /diagnos/i },
  { kind: 'TOXICOLOGY', pattern: /tox/i },
];

function nestedKindOf(key: string, value: unknown): ChildKind | null {
  if (!Array.isArray(value)) return null;
  return NESTED_LISTS.find(({ pattern }) => pattern.test(key))?.kind ?? null;
}

/** Column plans of JSON objects, per key set (objects of one file usually share their keys). */
function recordPlanner(dataType: CatalogueDataType, options: UnitOptions) {
  const plans = new Map<string, ColumnTarget[]>();
  return (keys: string[]) => {
    const signature = keys.join('\u001f');
    let plan = plans.get(signature);
    if (!plan) {
      plan = planColumns(keys, dataType, null, options.savedMappings[dataType] ?? {});
      plans.set(signature, plan);
    }
    return plan;
  };
}

function unitOf(
  dataType: CatalogueDataType,
  row: ConvertedRow,
  nested: { kind: ChildKind; rows: ConvertedRow[] }[],
  options: UnitOptions,
): ImportUnit {
  if (dataType !== 'CASE') {
    const child = prepareChild(dataType, row, 0);
    return {
      rowNumber: row.rowNumber,
      caseVersion: null,
      children: child ? [{ kind: dataType, row: child }] : [],
      issues: row.issues,
      failed: child === null,
    };
  }
  const caseVersion = prepareCase(row, options.derive);
  const issues = [...row.issues];
  const children: ImportUnit['children'] = [];
  if (caseVersion) {
    for (const { kind, rows } of nested) {
      rows.forEach((childRow, ordinal) => {
        const child = prepareChild(kind, childRow, ordinal, caseVersion.caseId);
        if (child) children.push({ kind, row: child });
        issues.push(...childRow.issues);
      });
    }
  }
  return { rowNumber: row.rowNumber, caseVersion, children, issues, failed: caseVersion === null };
}

/** A row the reader could not read, or that broke a per-row limit: an error of its own, nothing imported. */
function unreadableUnit(rowNumber: number, problem: string): ImportUnit {
  return {
    rowNumber,
    caseVersion: null,
    children: [],
    issues: [{ type: 'ERROR', rowNumber, caseId: null, fieldName: null, message: problem }],
    failed: true,
  };
}

function readerWarning(rowNumber: number, message: string): ImportIssue {
  return { type: 'WARNING', rowNumber, caseId: null, fieldName: null, message };
}

async function* tableUnits(source: Extract<ImportSource, { kind: 'table' }>, options: UnitOptions) {
  const plan = planColumns(
    source.headers,
    source.dataType,
    options.mapping,
    options.savedMappings[source.dataType] ?? {},
  );
  for await (const { rowNumber, values, problem, warning } of source.rows) {
    if (problem) {
      yield unreadableUnit(rowNumber, problem);
      continue;
    }
    const row = convertRow(rowNumber, values, plan);
    if (warning) row.issues.push(readerWarning(rowNumber, warning));
    yield unitOf(source.dataType, row, [], options);
  }
}

async function* recordUnits(source: Extract<ImportSource, { kind: 'records' }>, options: UnitOptions) {
  const planFor = recordPlanner(source.dataType, options);
  const childPlanners = {
    DIAGNOSIS: recordPlanner('DIAGNOSIS', options),
    TOXICOLOGY: recordPlanner('TOXICOLOGY', options),
  };
  const convertObject = (rowNumber: number, object: Record<string, unknown>, plan: typeof planFor) => {
    const keys = Object.keys(object);
    return convertRow(
      rowNumber,
      keys.map((key) => jsonCell(object[key])),
      plan(keys),
    );
  };
  for await (const { rowNumber, record, problem, warning } of source.records) {
    if (problem) {
      yield unreadableUnit(rowNumber, problem);
      continue;
    }
    // Keys come from the file: a null prototype keeps `__proto__` a plain key.
    const own = Object.create(null) as Record<string, unknown>;
    const nested: { kind: ChildKind; rows: ConvertedRow[] }[] = [];
    for (const [key, value] of Object.entries(record)) {
      const kind = source.dataType === 'CASE' ? nestedKindOf(key, value) : null;
      if (!kind) {
        own[key] = value;
        continue;
      }
      const items = (value as unknown[]).filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      );
      nested.push({ kind, rows: items.map((item) => convertObject(rowNumber, item, childPlanners[kind])) });
    }
    const row = convertObject(rowNumber, own, planFor);
    if (warning) row.issues.push(readerWarning(rowNumber, warning));
    yield unitOf(source.dataType, row, nested, options);
  }
}

/** The units of one source, in file order. */
export function unitsOf(source: ImportSource, options: UnitOptions): AsyncIterable<ImportUnit> {
  return source.kind === 'table' ? tableUnits(source, options) : recordUnits(source, options);
}
