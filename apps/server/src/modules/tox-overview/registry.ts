import { sql, type SQL } from 'drizzle-orm';
import { TOX_CASE_FIELDS, TOX_ENTRY_FIELDS, type FilterOperator } from '@hde/contracts';
import type { AnalyticsValueType } from '@hde/contracts/fields';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import {
  ALIASES,
  QueryError,
  type AnalyticsRegistry,
  type AreaRegistry,
  type AreaSource,
  type ResolvedField,
} from '../analytics/index.js';

/**
 * The fields of the Toxicology Overview's queries (contracts tox/overview.ts) over `tox_cases` (alias c) or, with
 * `unwind: 'toxicology'`, `tox_case_entries` alone (alias t, whose rows repeat their case's fields), for the
 * analytics compiler (analytics/compile.ts).
 */

const c = ALIASES.case;
const t = ALIASES.child;

const TEXT: readonly FilterOperator[] = ['eq', 'ne', 'like', 'in', 'nin'];
const LIST: readonly FilterOperator[] = ['eq', 'ne', 'in', 'nin'];
const RANGE: readonly FilterOperator[] = ['eq', 'ne', 'gte', 'lte', 'in', 'nin'];
const BOOLEAN: readonly FilterOperator[] = ['eq', 'ne'];

function field(
  name: string,
  label: string,
  value: string,
  type: AnalyticsValueType,
  operators: readonly FilterOperator[],
  output: SQL = sql.raw(value),
): ResolvedField {
  const kind = type === 'boolean' ? 'boolean' : type === 'date' ? 'date' : 'text';
  return {
    name,
    identity: `tox:${name}`,
    label,
    type,
    operators,
    kind,
    value: sql.raw(value),
    output,
    coordinate: false,
    pii: false,
    custom: false,
  };
}

/** The case's fields, read from the case row (alias c) or from an entry row, which repeats them (alias t). */
function caseFields(alias: string): readonly ResolvedField[] {
  const caseDate = `(${alias}.created_at at time zone 'UTC')::date`;
  return [
    field(TOX_CASE_FIELDS.caseId, 'Case ID', `${alias}.case_id`, 'string', TEXT),
    field(
      TOX_CASE_FIELDS.sex,
      'Sex',
      `(case ${alias}.sex when 'F' then 'Female' when 'M' then 'Male' else 'Unknown' end)`,
      'string',
      LIST,
    ),
    field(TOX_CASE_FIELDS.race, 'Race', `${alias}.race_group`, 'string', LIST),
    field(TOX_CASE_FIELDS.ageGroup, 'Age Group', `${alias}.age_group`, 'string', LIST),
    field(
      TOX_CASE_FIELDS.caseDate,
      'Case Date',
      caseDate,
      'date',
      RANGE,
      sql.raw(`to_char(${caseDate}, 'YYYY-MM-DD')`),
    ),
    field(
      TOX_CASE_FIELDS.year,
      'Year',
      `to_char(${alias}.created_at at time zone 'UTC', 'YYYY')`,
      'string',
      LIST,
    ),
    field(
      TOX_CASE_FIELDS.month,
      'Month',
      `to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM')`,
      'string',
      LIST,
    ),
  ];
}

const ENTRY_FIELDS: readonly ResolvedField[] = [
  field(TOX_ENTRY_FIELDS.substance, 'Substance', `${t}.substance`, 'string', TEXT),
  field(TOX_ENTRY_FIELDS.specimen, 'Specimen', `${t}.specimen_class`, 'string', LIST),
  field(TOX_ENTRY_FIELDS.method, 'Method', `${t}.method`, 'string', TEXT),
  field(
    TOX_ENTRY_FIELDS.inSubstanceChart,
    'In the substance chart',
    `${t}.in_substance_chart`,
    'boolean',
    BOOLEAN,
  ),
  field(TOX_ENTRY_FIELDS.inAgeChart, 'In the age chart', `${t}.in_age_chart`, 'boolean', BOOLEAN),
];

function areaOf(source: AreaSource, alias: string, fields: readonly ResolvedField[]): AreaRegistry {
  const byName = new Map(fields.map((entry) => [entry.name, entry]));
  return {
    area: 'CASE',
    source,
    fields,
    field: (name) => byName.get(name),
    defaultTableFields: Object.values(TOX_CASE_FIELDS),
    defaultSort: { field: TOX_CASE_FIELDS.caseId, ascending: true },
    rowKey: sql.raw(`${alias}.id`),
    searchable: false,
    padsCaseTable: false,
  };
}

const CASES = areaOf('toxCase', c, caseFields(c));
const ENTRIES = areaOf('toxEntries', t, [...caseFields(t), ...ENTRY_FIELDS]);

/** The overview's registry: CASE only, `unwind` toxicology only (the routes refuse other areas first). */
export const toxOverviewRegistry: AnalyticsRegistry = {
  customFields: [],
  resolve(area, unwind) {
    if (area !== 'CASE') throw new QueryError(ANALYTICS_ERRORS.unwindNotApplicable(unwind ?? '', area));
    if (unwind === undefined) return CASES;
    if (unwind !== 'toxicology') throw new QueryError(ANALYTICS_ERRORS.unwindNotApplicable(unwind, area));
    return ENTRIES;
  },
};
