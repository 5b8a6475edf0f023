import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MAP_COORDINATE_DECIMALS, type FilterOperator } from '@hde/contracts';
import type { AnalyticsArea, UnwindTarget } from '@hde/contracts/api';
import {
  analyticsFieldsOf,
  CASE_FIELDS,
  customAnalyticsField,
  DEFAULT_CASE_TABLE_FIELDS,
  type AnalyticsField,
  type AnalyticsValueType,
  type FieldDefinition,
} from '@hde/contracts/fields';
import { activities, caseDiagnoses, cases, caseToxResults, fileImports } from '../../platform/db/schema.js';

/**
 * The analytics registry (ARCHITECTURE §7): every name a query may use, resolved to a SQL expression over a
 * fixed table alias. Identifiers come only from here (contract field columns, checked against the tables), never
 * from request text; a custom field's key is a bound parameter (`c.extra ->> $n`).
 */

/** The SQL type of a field's value expression: it decides casts of bound values and how results are written. */
type ValueKind = 'text' | 'integer' | 'double' | 'date' | 'timestamp' | 'boolean' | 'uuid';

export interface ResolvedField {
  readonly name: string;
  /** What the value is, whatever its name: fields reading the same value share it (`case:cause_of_death`). */
  readonly identity: string;
  readonly label: string;
  readonly type: AnalyticsValueType;
  readonly operators: readonly FilterOperator[];
  readonly kind: ValueKind;
  /** Filters, sorts and keyset pages compare this. */
  readonly value: SQL;
  /** What a result carries (dates as `YYYY-MM-DD`, timestamps as ISO, coordinates rounded); groups group by it. */
  readonly output: SQL;
  /**
   * Free text whose groups and equality ignore letter case and surrounding spaces: this key (lower, trimmed)
   * groups and compares, and a group shows its most frequent spelling.
   */
  readonly fold?: SQL;
  /** Death coordinates: rounded to MAP_COORDINATE_DECIMALS wherever they leave. */
  readonly coordinate: boolean;
  readonly pii: boolean;
  /** The name this field's value is listed under when it has two (AnalyticsField.sameAs). */
  readonly sameAs?: string;
  readonly custom: boolean;
  /** The `cases` column the value is read from (and how it is derived), for catalogue fields of the case row. */
  readonly caseColumn?: CaseColumnSource;
  /** Never null: a table sorted by it leaves out `nulls last`, so an index in the plain order can give the order. */
  readonly notNull?: true;
}

interface CaseColumnSource {
  readonly column: string;
  /** The column's SQL type, as the catalogue declares it. */
  readonly sqlType: string;
  readonly derive?: 'year' | 'month';
}

/**
 * The rows an area reads. `toxCase` and `toxEntries` are the toxicology module's cases of one owner (the scope id
 * is the owner's user id), without and with their entry rows (tox-overview/registry.ts); `activityLog` is the
 * activities a viewer may see (the scope id is the viewer's user id; activity-log/registry.ts).
 */
export type AreaSource = WorkspaceSource | 'toxCase' | 'toxEntries' | 'activityLog';
type WorkspaceSource = 'case' | 'toxicology' | 'diagnoses' | 'file' | 'activity';

export interface AreaRegistry {
  readonly area: AnalyticsArea;
  readonly source: AreaSource;
  readonly fields: readonly ResolvedField[];
  field(name: string): ResolvedField | undefined;
  /** Columns of a table query that names none. */
  readonly defaultTableFields: readonly string[];
  /** Default order of a table query. */
  readonly defaultSort: { field: string; ascending: boolean };
  /** Unique row key (a uuid): the last sort key of every table page, and the keyset of exports. */
  readonly rowKey: SQL;
  /** Quick search applies (the area's rows belong to cases). */
  readonly searchable: boolean;
  /** Table results pad their first item with DEFAULT_CASE_TABLE_FIELDS (spec §7.2). */
  readonly padsCaseTable: boolean;
  /**
   * Table results leave out `total`: the screen asks for its count once per filter (addCount), not with every
   * page, where it would count every matching row again.
   */
  readonly tableWithoutTotal?: true;
}

export interface CustomFieldDefinition {
  key: string;
  label: string;
}

export interface AnalyticsRegistry {
  readonly customFields: readonly CustomFieldDefinition[];
  /** The fields of an area; `unwind` (CASE only) adds the child rows' fields. */
  resolve(area: AnalyticsArea, unwind?: UnwindTarget): AreaRegistry;
}

const SAFE_IDENTIFIER = /^[a-z0-9_]+$/;

function assertIdentifier(name: string): string {
  if (!SAFE_IDENTIFIER.test(name))
    throw new Error(`unsafe SQL identifier in the analytics registry: ${name}`);
  return name;
}

/** Table aliases of the compiled statements. */
export const ALIASES = {
  case: 'c',
  child: 't',
  file: 'f',
  activity: 'a',
  user: 'u',
  workspace: 'w',
  member: 'm',
} as const;

function kindOf(sqlType: string): ValueKind {
  if (sqlType === 'integer' || sqlType === 'bigint' || sqlType === 'smallint') return 'integer';
  if (sqlType === 'double precision' || sqlType === 'real' || sqlType.startsWith('numeric')) return 'double';
  if (sqlType === 'date') return 'date';
  if (sqlType.startsWith('timestamp')) return 'timestamp';
  if (sqlType === 'boolean') return 'boolean';
  return 'text';
}

/** column name -> SQL type, of the tables the registry reads. */
function columnTypes(table: PgTable): ReadonlyMap<string, string> {
  return new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column.getSQLType()]));
}

const TABLE_COLUMNS = {
  case: columnTypes(cases),
  child: new Map([...columnTypes(caseToxResults), ...columnTypes(caseDiagnoses)]),
  file: columnTypes(fileImports),
  activity: columnTypes(activities),
} as const;

/** The SQL type of a `cases` column, or undefined when there is no such column. */
export function caseColumnType(column: string): string | undefined {
  return TABLE_COLUMNS.case.get(column);
}

/** Catalogue fields stored in degrees: the death coordinates. */
const COORDINATE_COLUMNS: ReadonlySet<string> = new Set(
  (CASE_FIELDS as readonly FieldDefinition[])
    .filter((definition) => definition.unit === 'degrees')
    .map((definition) => definition.id),
);

const COORDINATE_FACTOR = 10 ** MAP_COORDINATE_DECIMALS;

/** Case columns typed by hand, one cause in many spellings: grouped and compared without case or spaces. */
const FOLDED_COLUMNS: ReadonlySet<string> = new Set(['cause_of_death']);

/** ISO-8601 UTC text of a timestamptz, as JSON replies carry time (ARCHITECTURE §4). */
function isoTimestamp(value: SQL): SQL {
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

function outputOf(value: SQL, kind: ValueKind, coordinate: boolean): SQL {
  if (coordinate) {
    // Math.round(v * 100) / 100, as roundCoordinate does, in the same IEEE double arithmetic.
    return sql`(floor(${value} * ${sql.raw(String(COORDINATE_FACTOR))} + 0.5) / ${sql.raw(String(COORDINATE_FACTOR))})`;
  }
  if (kind === 'date') return sql`to_char(${value}, 'YYYY-MM-DD')`;
  if (kind === 'timestamp') return isoTimestamp(value);
  return value;
}

function sourceAlias(field: AnalyticsField): keyof typeof TABLE_COLUMNS {
  return field.source === 'case' ? 'case' : field.source === 'child' ? 'child' : field.source;
}

function resolveContractField(field: AnalyticsField): ResolvedField {
  const table = sourceAlias(field);
  const column = assertIdentifier(field.column);
  const sqlType = TABLE_COLUMNS[table].get(column);
  if (sqlType === undefined) {
    throw new Error(`analytics field ${field.name} names no column ${column} of its table`);
  }
  const alias = ALIASES[table];
  const columnSql = sql.raw(`${alias}."${column}"`);
  let value: SQL = columnSql;
  let kind = kindOf(sqlType);
  if (field.derive === 'year') {
    value = sql.raw(`extract(year from ${alias}."${column}")::int`);
    kind = 'integer';
  } else if (field.derive === 'month') {
    value = sql.raw(`to_char(${alias}."${column}", 'YYYY-MM')`);
    kind = 'text';
  } else if (field.source === 'activity' && column === 'user_id') {
    // Activities name their user by the sign-in e-mail, the user's userId (ARCHITECTURE §5).
    value = sql.raw(`${ALIASES.user}."user_id"`);
    kind = 'text';
  }
  const coordinate = table === 'case' && !field.derive && COORDINATE_COLUMNS.has(column);
  const folded = table === 'case' && kind === 'text' && !field.derive && FOLDED_COLUMNS.has(column);
  return {
    name: field.name,
    identity: `${table}:${column}${field.derive ? `:${field.derive}` : ''}`,
    label: field.label,
    type: field.type,
    operators: field.operators,
    kind,
    value,
    output: outputOf(value, kind, coordinate),
    ...(folded ? { fold: sql.raw(`lower(btrim(${alias}."${column}"))`) } : {}),
    coordinate,
    pii: field.pii,
    ...(field.sameAs ? { sameAs: field.sameAs } : {}),
    custom: false,
    ...(table === 'case'
      ? { caseColumn: { column, sqlType, ...(field.derive ? { derive: field.derive } : {}) } }
      : {}),
  };
}

function resolveCustomField(definition: CustomFieldDefinition): ResolvedField {
  const field = customAnalyticsField(definition.key, definition.label);
  const value = sql`(${sql.raw(ALIASES.case)}.extra ->> ${definition.key}::text)`;
  return {
    name: field.name,
    identity: field.name,
    label: field.label,
    type: field.type,
    operators: field.operators,
    kind: 'text',
    value,
    output: value,
    coordinate: false,
    pii: field.pii,
    custom: true,
  };
}

/** The row id of files and activities, which the contract lists leave out: a table row needs it. */
function rowIdField(alias: string): ResolvedField {
  const value = sql.raw(`${alias}."id"::text`);
  return {
    name: '_id',
    identity: `${alias}:id`,
    label: 'ID',
    type: 'string',
    operators: ['eq', 'ne', 'in', 'nin'],
    kind: 'text',
    value,
    output: value,
    coordinate: false,
    pii: false,
    custom: false,
  };
}

const SOURCE_OF: Record<AnalyticsArea, WorkspaceSource> = {
  CASE: 'case',
  TOXICOLOGY: 'toxicology',
  DIAGNOSIS: 'diagnoses',
  FILE: 'file',
  ACTIVITY: 'activity',
};

interface FixedArea {
  fields: readonly ResolvedField[];
  source: WorkspaceSource;
}

const fixedAreas = new Map<string, FixedArea>();

function fixedArea(area: AnalyticsArea, unwind: UnwindTarget | undefined): FixedArea {
  const key = `${area}:${unwind ?? ''}`;
  let found = fixedAreas.get(key);
  if (!found) {
    const contractFields = analyticsFieldsOf(area, area === 'CASE' ? unwind : undefined);
    const fields = contractFields.map(resolveContractField);
    if (area === 'FILE') fields.unshift(rowIdField(ALIASES.file));
    if (area === 'ACTIVITY') fields.unshift(rowIdField(ALIASES.activity));
    const source = area === 'CASE' && unwind ? unwind : SOURCE_OF[area];
    found = { fields, source };
    fixedAreas.set(key, found);
  }
  return found;
}

const CHILD_TABLE_FIELDS = {
  toxicology: ['_id', 'analysis', 'method', 'results', 'specimen'],
  diagnoses: ['_id', 'anatomicalSite', 'diagnosis', 'comment'],
} as const;

function defaultsOf(source: WorkspaceSource, fields: readonly ResolvedField[]) {
  switch (source) {
    case 'file':
      return {
        defaultTableFields: fields.map((field) => field.name),
        defaultSort: { field: 'lastUpdated', ascending: false },
        rowKey: sql.raw(`${ALIASES.file}."id"`),
      };
    case 'activity':
      return {
        defaultTableFields: fields.map((field) => field.name),
        defaultSort: { field: 'createdAt', ascending: false },
        rowKey: sql.raw(`${ALIASES.activity}."id"`),
      };
    case 'toxicology':
    case 'diagnoses':
      return {
        defaultTableFields: CHILD_TABLE_FIELDS[source],
        defaultSort: { field: '_id', ascending: true },
        rowKey: sql.raw(`${ALIASES.child}."id"`),
      };
    case 'case':
      return {
        defaultTableFields: [...DEFAULT_CASE_TABLE_FIELDS],
        defaultSort: { field: '_id', ascending: true },
        rowKey: sql.raw(`${ALIASES.case}."id"`),
      };
  }
}

/** The registry of one workspace: the contract's fields plus its custom fields (CASE and child areas). */
export function createAnalyticsRegistry(
  customFields: readonly CustomFieldDefinition[] = [],
): AnalyticsRegistry {
  const custom = customFields.map(resolveCustomField);
  return {
    customFields,
    resolve(area, unwind) {
      const fixed = fixedArea(area, unwind);
      const fields =
        fixed.source === 'file' || fixed.source === 'activity' ? fixed.fields : [...fixed.fields, ...custom];
      const byName = new Map(fields.map((field) => [field.name, field]));
      return {
        area,
        source: fixed.source,
        fields,
        field: (name) => byName.get(name),
        ...defaultsOf(fixed.source, fields),
        searchable: fixed.source !== 'file' && fixed.source !== 'activity',
        padsCaseTable: area === 'CASE',
      };
    },
  };
}
