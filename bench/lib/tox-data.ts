import type pg from 'pg';

/**
 * Synthetic toxicology cases for the overview and trends benches, written by SQL in one transaction: the cases, one
 * READY version each (its toxicology built from the entries), and the derived rows the overview and trends read
 * (`tox_case_entries`, `age_group`, `race_group`, `substances`, `entries_version`), as a save writes them.
 *   - created_at spread over the last 7 years, more cases in recent years;
 *   - substances drawn from CATALOGUE with falling weights (so weekly rates differ by substance), and in the last
 *     year RISING_SUBSTANCE drawn in a further RISING_SHARE of the entries (a rise trends should find);
 *   - 1 to 2·entriesPerCase−1 entries a case (entriesPerCase on average), 70 % with a numeric value and unit.
 * random() is seeded with `seed`, so a load is the same each run (on the same PostgreSQL version).
 */

/**
 * analysis as typed, canonical analyte, substance, in the substance pie, in the age chart, unit (the measure's one
 * unit, as saves keep it), highest value.
 */
type CatalogueRow = [string, string, string, boolean, boolean, string, number];

/** Most frequent first. The flags follow SUBSTANCE_PIE_EXCLUDES and AGE_CHART_EXCLUDES through the normaliser. */
const CATALOGUE: readonly CatalogueRow[] = [
  ['Fentanyl', 'fentanyl', 'fentanyl', true, true, 'ng/mL', 60],
  ['Ethanol', 'ethanol', 'ethanol', true, true, 'g/100 mL', 0.45],
  ['Norfentanyl', 'norfentanyl', 'fentanyl', true, true, 'ng/mL', 20],
  ['Benzoylecgonine', 'benzoylecgonine', 'cocaine', true, true, 'ng/mL', 3000],
  ['Methamphetamine', 'methamphetamine', 'methamphetamine', true, true, 'ng/mL', 2000],
  ['Caffeine', 'caffeine', 'caffeine', false, true, 'ng/mL', 10000],
  ['Morphine', 'morphine', 'morphine', true, true, 'ng/mL', 400],
  ['Cocaine', 'cocaine', 'cocaine', true, true, 'ng/mL', 1000],
  ['6-MAM', '6-monoacetylmorphine', 'heroin', true, true, 'ng/mL', 40],
  ['Alprazolam', 'alprazolam', 'alprazolam', true, true, 'ng/mL', 200],
  ['Oxycodone', 'oxycodone', 'oxycodone', true, true, 'ng/mL', 500],
  ['Nicotine', 'nicotine', 'nicotine', false, true, 'ng/mL', 100],
  ['Gabapentin', 'gabapentin', 'gabapentin', true, true, 'ng/mL', 30000],
  ['Methadone', 'methadone', 'methadone', true, true, 'ng/mL', 900],
  ['Ecgonine Methyl Ester', 'ecgonine methyl ester', 'cocaine', false, false, 'ng/mL', 1000],
  ['Alkaline Drug Screen', 'broad drug screen', 'broad drug screen', true, false, '', 0],
  ['Buprenorphine', 'buprenorphine', 'buprenorphine', true, true, 'ng/mL', 20],
  ['Hydrocodone', 'hydrocodone', 'hydrocodone', true, true, 'ng/mL', 300],
  ['Tramadol', 'tramadol', 'tramadol', true, true, 'ng/mL', 5000],
  ['Cocaethylene', 'cocaethylene', 'cocaine', false, true, 'ng/mL', 500],
  ['CO', 'carboxyhemoglobin', 'carboxyhemoglobin', true, false, '% saturation', 80],
  ['Hydromorphone', 'hydromorphone', 'hydromorphone', true, true, 'ng/mL', 50],
  ['Codeine', 'codeine', 'codeine', true, true, 'ng/mL', 300],
  ['Carfentanil', 'carfentanil', 'carfentanil', true, true, 'ng/mL', 1],
  ['Acetylfentanyl', 'acetylfentanyl', 'acetylfentanyl', true, true, 'ng/mL', 10],
  ['Kratom Alkaloid X', '', 'kratom alkaloid x', true, true, '', 0],
];

const RISING_SUBSTANCE = 'fentanyl';
const RISING_SHARE = 0.3;

/** specimen as typed, its class (classifySpecimen). */
const SPECIMENS: readonly [string, string][] = [
  ['Blood Femoral', 'peripheral blood'],
  ['Heart Blood', 'central blood'],
  ['Urine', 'urine'],
  ['Vitreous', 'vitreous'],
  ['Liver', 'tissue'],
  ['Gastric Contents', 'other'],
];
const METHODS = ['LC-MS/MS', 'GC-MS', 'ELISA', 'Headspace GC'];
const SEXES = ['M', 'F', 'U'];
/** race as typed, its TOX_RACES group. */
const RACES: readonly [string, string][] = [
  ['White', 'White'],
  ['Black or African American', 'Black or African American'],
  ['Hispanic', 'Hispanic or Latino'],
  ['Asian', 'Asian'],
  ['American Indian or Alaska Native', 'Indian'],
  ['Unknown', 'Other'],
  ['Prefer not to say', 'Other'],
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]::text[]`;

export interface ToxLoad {
  ownerId: string;
  cases: number;
  entriesPerCase?: number;
  /** Between -1 and 1. */
  seed?: number;
  /** Case ids are `${prefix}` and a number; loads for one owner need different prefixes. */
  prefix?: string;
}

/** Writes the cases and returns how many entries were written. */
export async function loadToxCases(client: pg.ClientBase, load: ToxLoad): Promise<{ entries: number }> {
  const { ownerId, cases, entriesPerCase = 5, seed = 0.25, prefix = 'TX-B' } = load;
  const column = (index: number) => CATALOGUE.map((row) => row[index]);
  await client.query('begin');
  try {
    await client.query('select setseed($1)', [seed]);
    await client.query(`
      create temp table bench_tox_catalogue on commit drop as
      select ordinality::int as pick, analysis, nullif(analyte, '') as analyte, substance, pie, age,
        nullif(unit, '') as unit, top
      from unnest(${textArray(column(0) as string[])}, ${textArray(column(1) as string[])},
        ${textArray(column(2) as string[])}, array[${column(3).join(',')}]::boolean[],
        array[${column(4).join(',')}]::boolean[], ${textArray(column(5) as string[])},
        array[${column(6).join(',')}]::float8[])
        with ordinality as t(analysis, analyte, substance, pie, age, unit, top)`);
    // power(random(), 1.25) leans toward 0: more cases in recent years.
    await client.query(
      `
      create temp table bench_tox_case on commit drop as
      select gen_random_uuid() as id, n,
        date_trunc('second', now() - interval '7 years' * power(random(), 1.25)) as created_at,
        (${textArray(SEXES)})[1 + floor(random() * ${SEXES.length})::int] as sex,
        1 + floor(random() * ${RACES.length})::int as race_pick,
        case when random() < 0.04 then -1 else floor(power(random(), 0.9) * 95)::int end as age,
        1 + floor(random() * ($2::int * 2 - 1))::int as entry_count
      from generate_series(1, $1::int) as n`,
      [cases, entriesPerCase],
    );
    await client.query(`
      create temp table bench_tox_entry on commit drop as
      with drawn as (
        select c.id as case_row_id, o.ordinal - 1 as ordinal,
          case when c.created_at > now() - interval '1 year' and random() < ${RISING_SHARE}
            then (select pick from bench_tox_catalogue where substance = ${literal(RISING_SUBSTANCE)}
              order by pick limit 1)
            else 1 + floor(power(random(), 2.2) * ${CATALOGUE.length})::int end as pick,
          1 + floor(random() * ${SPECIMENS.length})::int as specimen_pick,
          1 + floor(random() * ${METHODS.length})::int as method_pick,
          random() as measured, random() as amount
        from bench_tox_case c cross join lateral generate_series(1, c.entry_count) as o(ordinal)
      )
      select d.case_row_id, d.ordinal, k.analysis, k.analyte, k.substance,
        (${textArray(METHODS)})[d.method_pick] as method,
        (${textArray(SPECIMENS.map((s) => s[0]))})[d.specimen_pick] as specimen,
        (${textArray(SPECIMENS.map((s) => s[1]))})[d.specimen_pick] as specimen_class,
        case when k.unit is not null and d.measured < 0.7
          then round((d.amount * k.top)::numeric, 3)::float8 end as value,
        case when k.unit is not null and d.measured < 0.7 then k.unit end as unit,
        k.pie, k.age
      from drawn d join bench_tox_catalogue k on k.pick = d.pick`);
    await client.query(`
      create temp table bench_tox_summary on commit drop as
      select case_row_id, string_agg(lower(analysis), E'\\n' order by ordinal) as search,
        array_agg(analysis order by ordinal) as analyses,
        array_agg(distinct substance order by substance) as substances,
        jsonb_agg(jsonb_build_object('analysis', analysis, 'specimen', specimen, 'method', method,
          'results', coalesce(value::text || ' ' || unit, 'Positive')) order by ordinal) as toxicology
      from bench_tox_entry group by case_row_id`);
    const groups = `
      case when c.age < 0 then 'Unknown' when c.age < 10 then '0-9' when c.age < 15 then '10-14'
        when c.age < 25 then '15-24' when c.age < 45 then '25-44' when c.age < 65 then '45-64'
        when c.age < 75 then '65-74' when c.age < 85 then '75-84' else '85+' end`;
    await client.query(
      `
      insert into tox_cases
        (id, owner_id, case_id, current_version, sex, race, entry_count, analyses_search, age_group, race_group,
         substances, entries_version, created_at, last_updated)
      select c.id, $1::uuid, $2 || lpad(c.n::text, 8, '0'), 0, c.sex,
        (${textArray(RACES.map((r) => r[0]))})[c.race_pick], c.entry_count,
        s.search, ${groups}, (${textArray(RACES.map((r) => r[1]))})[c.race_pick], s.substances, 0, c.created_at,
        c.created_at
      from bench_tox_case c join bench_tox_summary s on s.case_row_id = c.id`,
      [ownerId, prefix],
    );
    await client.query(
      `
      insert into tox_case_entries
        (case_row_id, owner_id, ordinal, analysis, analyte, substance, method, specimen, specimen_class, value,
         unit, in_substance_chart, in_age_chart, case_id, sex, race_group, age_group, created_at)
      select e.case_row_id, $1::uuid, e.ordinal, e.analysis, e.analyte, e.substance, e.method, e.specimen,
        e.specimen_class, e.value, e.unit, e.pie, e.age, c.case_id, c.sex, c.race_group, c.age_group, c.created_at
      from bench_tox_entry e join tox_cases c on c.id = e.case_row_id`,
      [ownerId],
    );
    await client.query(
      `
      insert into tox_case_versions
        (case_row_id, version, age, sex, race, location, toxicology, entry_count, analyses, last_updated,
         content_hash, insight_status, insight_summary, insight_provider)
      select c.id, 0, case when c.age < 0 then 'unknown' else c.age::text end, c.sex,
        (${textArray(RACES.map((r) => r[0]))})[c.race_pick], 'Bench City',
        s.toxicology, c.entry_count, s.analyses, c.created_at, 'bench', 'READY', 'Bench case.', 'rules'
      from bench_tox_case c join bench_tox_summary s on s.case_row_id = c.id`,
    );
    await client.query('commit');
    const written = await client.query<{ count: string }>(
      'select count(*) from tox_case_entries where owner_id = $1',
      [ownerId],
    );
    return { entries: Number(written.rows[0]?.count ?? 0) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
