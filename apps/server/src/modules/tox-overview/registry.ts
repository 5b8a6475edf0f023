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
 * The fields of the Toxicology Overview's queries (contracts tox/overview.ts) over `tox_cases` (alias c) and, with
 * `unwind: 'toxicology'`, `tox_case_entries` (alias t), for the analytics compiler (analytics/compile.ts).
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

const caseDate = `(${c}.created_at at time zone 'UTC')::date`;

const CASE_FIELDS: readonly ResolvedField[] = [
  field(TOX_CASE_FIELDS.caseId, 'Case ID', `${c}.case_id`, 'string', TEXT),
  field(
    TOX_CASE_FIELDS.sex,
    'Sex',
    `(case ${c}.sex when 'F' then 'Female' when 'M' then 'Male' else 'Unknown' end)`,
    'string',
    LIST,
  ),
  field(TOX_CASE_FIELDS.race, 'Race', `${c}.race_group`, 'string', LIST),
  field(TOX_CASE_FIELDS.ageGroup, 'Age Group', `${c}.age_group`, 'string', LIST),
  field(
    TOX_CASE_FIELDS.caseDate,
    'Case Date',
    caseDate,
    'date',
    RANGE,
    sql.raw(`to_char(${caseDate}, 'YYYY-MM-DD')`),
  ),
  field(
    TOX_CASE_FIELDS.month,
    'Month',
    `to_char(${c}.created_at at time zone 'UTC', 'YYYY-MM')`,
    'string',
    LIST,
  ),
];

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

function areaOf(source: AreaSource, fields: readonly ResolvedField[]): AreaRegistry {
  const byName = new Map(fields.map((entry) => [entry.name, entry]));
  return {
    area: 'CASE',
    source,
    fields,
    field: (name) => byName.get(name),
    defaultTableFields: CASE_FIELDS.map((entry) => entry.name),
    defaultSort: { field: TOX_CASE_FIELDS.caseId, ascending: true },
    rowKey: sql.raw(`${c}.id`),
    searchable: false,
    padsCaseTable: false,
  };
}

const CASES = areaOf('toxCase', CASE_FIELDS);
const CASES_WITH_ENTRIES = areaOf('toxEntries', [...CASE_FIELDS, ...ENTRY_FIELDS]);

/** The overview's registry: CASE only, `unwind` toxicology only (the routes refuse other areas first). */
export const toxOverviewRegistry: AnalyticsRegistry = {
  customFields: [],
  resolve(area, unwind) {
    if (area !== 'CASE') throw new QueryError(ANALYTICS_ERRORS.unwindNotApplicable(unwind ?? '', area));
    if (unwind === undefined) return CASES;
    if (unwind !== 'toxicology') throw new QueryError(ANALYTICS_ERRORS.unwindNotApplicable(unwind, area));
    return CASES_WITH_ENTRIES;
  },
};
