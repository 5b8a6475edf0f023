import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ReadStatement } from '../../platform/db/read-only.js';

const dialect = new PgDialect();
const statementOf = (statement: SQL): ReadStatement => ({ sql: statement, ...textOf(statement) });
function textOf(statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
}

/** Substances the answer lists when none is asked: the most frequent in the range. */
export const TOP_SUBSTANCES = 10;

export interface TrendsRange {
  owner: string;
  /** First day, `YYYY-MM-DD` (UTC). */
  from: string;
  /** The day after the last, `YYYY-MM-DD` (UTC). */
  until: string;
  /** Normalised substances asked; none means every case and the TOP_SUBSTANCES most frequent. */
  substances: readonly string[];
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );

/**
 * One statement for the whole answer: the owner's cases entered in the range (those with an entry of a substance
 * asked, when any is), then distinct cases by ISO week alone and by week with sex, race group and age group
 * (grouping sets, one pass), and by week and substance. Rows are `(kind, week, key, n)`.
 */
export function trendsStatement({ owner, from, until, substances }: TrendsRange): ReadStatement {
  const asked = substances.length > 0;
  const substanceMatch = asked ? sql`e.substance in (${listOf(substances)})` : sql`true`;
  const matching = asked
    ? sql`and c.id in (select e.case_row_id from tox_case_entries e where e.owner_id = ${owner}::uuid and ${substanceMatch})`
    : sql``;
  const top = asked
    ? sql``
    : sql`where s.substance in (select substance from s group by substance order by sum(n) desc, substance limit ${TOP_SUBSTANCES}::int)`;
  return statementOf(sql`
    with m as materialized (
      select c.id, to_char(c.created_at at time zone 'UTC', 'IYYY-"W"IW') as week,
        case c.sex when 'F' then 'Female' when 'M' then 'Male' else 'Unknown' end as sex, c.race_group, c.age_group
      from tox_cases c
      where c.owner_id = ${owner}::uuid
        and c.created_at >= (${from}::date)::timestamp at time zone 'UTC'
        and c.created_at < (${until}::date)::timestamp at time zone 'UTC'
        ${matching}
    ),
    g as (
      select week, sex, race_group, age_group, grouping(sex, race_group, age_group) as level, count(*)::int as n
      from m group by grouping sets ((week), (week, sex), (week, race_group), (week, age_group))
    ),
    s as (
      select m.week, e.substance, count(distinct m.id)::int as n
      from m join tox_case_entries e on e.case_row_id = m.id
      where e.owner_id = ${owner}::uuid and ${substanceMatch}
      group by m.week, e.substance
    )
    select case level when 7 then 'total' when 3 then 'sex' when 5 then 'race' else 'age' end as kind, week,
      coalesce(sex, race_group, age_group) as key, n
    from g
    union all
    select 'substance', s.week, s.substance, s.n from s ${top}`);
}

/** The distinct substances of the owner's entries, sorted. */
export const substancesStatement = (owner: string) =>
  statementOf(
    sql`select distinct substance from tox_case_entries where owner_id = ${owner}::uuid order by substance`,
  );

/** The owner's case of that case id (its row id), and how many other cases the owner has. */
export const caseStatement = (owner: string, caseId: string) =>
  statementOf(sql`
    select c.id, (select count(*)::int from tox_cases o where o.owner_id = ${owner}::uuid and o.id <> c.id) as others
    from tox_cases c where c.owner_id = ${owner}::uuid and c.case_id = ${caseId}::text`);

/** Per substance of the case: the owner's other cases with an entry of it. */
export const caseSubstancesStatement = (owner: string, caseRow: string) =>
  statementOf(sql`
    select x.substance,
      (select count(distinct o.case_row_id)::int from tox_case_entries o
       where o.owner_id = ${owner}::uuid and o.substance = x.substance and o.case_row_id <> ${caseRow}::uuid) as cases_with
    from (select distinct substance from tox_case_entries
          where owner_id = ${owner}::uuid and case_row_id = ${caseRow}::uuid) x
    order by x.substance`);

/**
 * Each measured entry of the case beside the owner's other measured entries of the same substance, unit and
 * specimen class: how many, how many below, how many equal, and their median.
 */
export const caseMeasurementsStatement = (owner: string, caseRow: string) =>
  statementOf(sql`
    select x.ordinal, x.analysis, x.substance, x.specimen_class, x.value, x.unit,
      count(o.value)::int as compared,
      (count(*) filter (where o.value < x.value))::int as below,
      (count(*) filter (where o.value = x.value))::int as ties,
      percentile_cont(0.5) within group (order by o.value) as median
    from tox_case_entries x
    left join tox_case_entries o on o.owner_id = ${owner}::uuid and o.substance = x.substance and o.unit = x.unit
      and o.specimen_class = x.specimen_class and o.case_row_id <> x.case_row_id and o.value is not null
    where x.owner_id = ${owner}::uuid and x.case_row_id = ${caseRow}::uuid and x.value is not null and x.unit is not null
    group by x.ordinal, x.analysis, x.substance, x.specimen_class, x.value, x.unit
    order by x.ordinal`);
