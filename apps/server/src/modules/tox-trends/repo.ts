import { sql } from 'drizzle-orm';
import { readStatement, type ReadStatement } from '../../platform/db/read-only.js';

/** Substances the answer lists when none is asked: the most frequent in the range. */
const TOP_SUBSTANCES = 10;

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

/** Bit i of a case's mask: the case has the i-th listed substance (`tox_cases.substances`). */
const maskOf = (list: readonly string[]) =>
  list.length === 0
    ? sql`0`
    : sql.join(
        list.map(
          (substance, index) =>
            sql`(case when ${substance}::text = any(c.substances) then ${2 ** index}::bigint else 0 end)`,
        ),
        sql` | `,
      );

/**
 * One statement for the whole answer over the case rows alone: each case in the range folds its listed substances
 * (asked, or the TOP_SUBSTANCES most frequent in the range) into a bit mask read from `tox_cases.substances`; the
 * cases group once by week, sex, race group, age group and mask, and those groups again by grouping sets; the
 * (week, mask) counts unfold into distinct cases per week and substance. Asked substances keep only the cases with
 * one of them. Rows are `(kind, week, key, n)`; the week is grouped as its Monday and written `IYYY-"W"IW`.
 */
export function trendsStatement(
  { owner, from, until, substances }: TrendsRange,
  top: readonly string[],
): ReadStatement {
  const asked = substances.length > 0;
  const list = asked ? substances : top;
  const inRange = sql`c.owner_id = ${owner}::uuid
    and c.created_at >= (${from}::date)::timestamp at time zone 'UTC'
    and c.created_at < (${until}::date)::timestamp at time zone 'UTC'`;
  const array = sql`array[${listOf(list)}]::text[]`;
  return readStatement(sql`
    with f as (
      select date_trunc('week', c.created_at at time zone 'UTC') as wk,
        case c.sex when 'F' then 'Female' when 'M' then 'Male' else 'Unknown' end as sex, c.race_group, c.age_group,
        ${maskOf(list)} as mask, count(*)::int as n
      from tox_cases c
      where ${inRange} ${asked ? sql`and c.substances && ${array}` : sql``}
      group by 1, 2, 3, 4, 5
    ),
    g as (
      select wk, sex, race_group, age_group, mask, grouping(sex, race_group, age_group, mask) as level,
        sum(n)::int as n
      from f
      group by grouping sets ((wk), (wk, sex), (wk, race_group), (wk, age_group), (wk, mask))
    )
    select case level when 15 then 'total' when 7 then 'sex' when 11 then 'race' else 'age' end as kind,
      to_char(wk, 'IYYY-"W"IW') as week, coalesce(sex, race_group, age_group) as key, n
    from g where level <> 14
    union all
    select 'substance', to_char(wk, 'IYYY-"W"IW'), (${array})[i], sum(n)::int
    from g cross join generate_subscripts(${array}, 1) as i
    where level = 14 and g.mask & (1::bigint << (i - 1)) <> 0
    group by wk, i`);
}

/** The TOP_SUBSTANCES substances in most of the owner's cases in the range. */
export function topSubstancesStatement({ owner, from, until }: TrendsRange): ReadStatement {
  return readStatement(sql`
    select s.substance from tox_cases c cross join unnest(c.substances) as s(substance)
    where c.owner_id = ${owner}::uuid
      and c.created_at >= (${from}::date)::timestamp at time zone 'UTC'
      and c.created_at < (${until}::date)::timestamp at time zone 'UTC'
    group by s.substance order by count(*) desc, s.substance limit ${TOP_SUBSTANCES}::int`);
}

/** The distinct substances of the owner's entries, sorted. */
export const substancesStatement = (owner: string) =>
  readStatement(
    sql`select distinct substance from tox_case_entries where owner_id = ${owner}::uuid order by substance`,
  );

/** The owner's case of that case id (its row id), and how many other cases the owner has. */
export const caseStatement = (owner: string, caseId: string) =>
  readStatement(sql`
    select c.id, (select count(*)::int from tox_cases o where o.owner_id = ${owner}::uuid and o.id <> c.id) as others
    from tox_cases c where c.owner_id = ${owner}::uuid and c.case_id = ${caseId}::text`);

/** Per substance of the case: the owner's other cases with an entry of it. */
export const caseSubstancesStatement = (owner: string, caseRow: string) =>
  readStatement(sql`
    select x.substance,
      (select count(distinct o.case_row_id)::int from tox_case_entries o
       where o.owner_id = ${owner}::uuid and o.substance = x.substance and o.case_row_id <> ${caseRow}::uuid) as cases_with
    from (select distinct substance from tox_case_entries
          where owner_id = ${owner}::uuid and case_row_id = ${caseRow}::uuid) x
    order by x.substance`);

/**
 * Each measured entry of the case beside the owner's other measured entries of the same analyte (a metabolite
 * beside the metabolite, not its parent), unit and specimen class: how many, how many below, how many equal, and
 * their median.
 */
export const caseMeasurementsStatement = (owner: string, caseRow: string) =>
  readStatement(sql`
    select x.ordinal, x.analysis, x.substance, x.specimen_class, x.value, x.unit,
      count(o.value)::int as compared,
      (count(*) filter (where o.value < x.value))::int as below,
      (count(*) filter (where o.value = x.value))::int as ties,
      percentile_cont(0.5) within group (order by o.value) as median
    from tox_case_entries x
    left join tox_case_entries o on o.owner_id = ${owner}::uuid and o.substance = x.substance
      and o.analyte is not distinct from x.analyte and o.unit = x.unit
      and o.specimen_class = x.specimen_class and o.case_row_id <> x.case_row_id and o.value is not null
    where x.owner_id = ${owner}::uuid and x.case_row_id = ${caseRow}::uuid and x.value is not null and x.unit is not null
    group by x.ordinal, x.analysis, x.substance, x.specimen_class, x.value, x.unit
    order by x.ordinal`);
