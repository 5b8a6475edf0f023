import type pg from 'pg';

/**
 * A synthetic audit trail for the activity log bench, written by SQL in one transaction (seconds for 1,000,000
 * rows), shaped like the offices HDE serves:
 *   - `workspaces` offices (module mdi). Each has 5 to 10 members: the bench owner (OWNER of every office), one
 *     ADMIN and 3 to 8 USER or CONTRIBUTOR staff, each a user of their own; the bench member is a USER of the
 *     first MEMBER_WORKSPACES offices besides;
 *   - activities come in sessions: one person doing one action on one collection 1 to 15 times in a row (views
 *     and exports in longer bursts, about 2.5 a session on average; rare actions once), 20 s to 4 min apart;
 *   - actions and collections skewed as in an office's trail (WORKSPACE_ACTIONS: viewing and exporting cases most
 *     of all, then dashboards and imports; roles, invitations and deletions rare); some offices far busier than
 *     others (the first ones), and within an office some staff far busier than others;
 *   - ACCOUNT_SHARE of the sessions are account-level (workspace_id null: profile, trials, toxicology cases),
 *     by anyone;
 *   - times spread over the retention (6 years), more in recent years (about a quarter in the last 365 days),
 *     weekends quiet (most weekend sessions move to one of the five weekdays before);
 *   - 0.5 % refused (outcome DENIED); every row has a record id and a request id; all sealed (a fake ledger
 *     entry a minute, leaves numbered in time order), as a trail is a minute after it was written;
 *   - written in time order, as an append-only log lies on disk.
 * random() is seeded with `seed`, so a load is the same each run (on the same PostgreSQL version).
 */

/** collection, action, weight (per mille of the workspace sessions). */
type CatalogueRow = [string, string, number];

const WORKSPACE_ACTIONS: readonly CatalogueRow[] = [
  ['cases', 'VIEW', 300],
  ['cases', 'EXPORT_CSV', 150],
  ['dashboards', 'VIEW_DASHBOARD', 120],
  ['cases', 'EXPORT_PDF', 60],
  ['fileImports', 'UPLOAD', 40],
  ['fileImports', 'MAPPING', 35],
  ['fileImports', 'DOWNLOAD', 30],
  ['dashboards', 'UPDATE', 30],
  ['workspace_configurations', 'CREATE_SAVED_FILTER_TEMPLATE', 25],
  ['dashboards', 'REFRESH_SNAPSHOT', 20],
  ['workspaces', 'UPDATE', 20],
  ['dashboards', 'CREATE_DASHBOARD', 15],
  ['invitations', 'CREATE', 15],
  ['fileImports', 'DOWNLOAD_ERRORS', 10],
  ['dashboards', 'REPUBLISH_DASHBOARD', 10],
  ['workspaces', 'REPUBLISH_PUBLIC', 10],
  ['dashboards', 'PUBLISH', 8],
  ['invitations', 'ACCEPT', 8],
  ['dashboards', 'REVEAL_PASSWORD', 6],
  ['dashboards', 'UNPUBLISH', 4],
  ['invitations', 'CANCEL_INVITE', 3],
  ['workspace_members', 'CHANGE_ROLE', 3],
  ['fileImports', 'DELETE', 3],
  ['workspace_members', 'DELETE', 2],
  ['dashboards', 'DELETE', 2],
  ['cases', 'DELETE', 2],
];

const ACCOUNT_ACTIONS: readonly CatalogueRow[] = [
  ['tox_cases', 'VIEW', 40],
  ['tox_cases', 'UPDATE', 25],
  ['tox_cases', 'CREATE', 15],
  ['users', 'UPDATE', 10],
  ['user_modules', 'START_TRIAL', 4],
  ['support_requests', 'CREATE_SUPPORT_REQUEST', 4],
  ['leads', 'CREATE_UPGRADE_REQUEST', 2],
];

/** Below this weight an action comes once a session (a role change, a deletion), not in bursts. */
const BURST_WEIGHT = 10;
const ACCOUNT_SHARE = 0.03;
const MEMBER_WORKSPACES = 3;
/** Sessions drawn per activity wanted: bursts average about 2.5, with room to spare. */
const SESSIONS_PER_ACTIVITY = 0.5;

export interface ActivityLoad {
  /** OWNER of every office. */
  ownerId: string;
  /** A USER of the first MEMBER_WORKSPACES offices. */
  memberId: string;
  workspaces: number;
  activities: number;
  /** Between -1 and 1. */
  seed?: number;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]::text[]`;

/** The catalogue as arrays, and `picks`: each row's index repeated by its weight, so a uniform draw is weighted. */
function catalogue(rows: readonly CatalogueRow[]) {
  return {
    collections: `(${textArray(rows.map((row) => row[0]))})`,
    actions: `(${textArray(rows.map((row) => row[1]))})`,
    bursty: `(array[${rows.map((row) => row[2] >= BURST_WEIGHT).join(',')}]::boolean[])`,
    picks: `(array[${rows.flatMap((row, index) => Array<number>(row[2]).fill(index + 1)).join(',')}]::int[])`,
  };
}

/** Writes the offices, their members and the activities; returns the office ids, first offices first. */
export async function loadActivities(client: pg.ClientBase, load: ActivityLoad): Promise<string[]> {
  const { ownerId, memberId, workspaces, activities, seed = 0.26 } = load;
  const inWorkspace = catalogue(WORKSPACE_ACTIONS);
  const inAccount = catalogue(ACCOUNT_ACTIONS);
  await client.query('begin');
  try {
    await client.query('select setseed($1)', [seed]);
    await client.query(
      `create temp table bench_office on commit drop as
       select n, gen_random_uuid() as id, 3 + floor(random() * 6)::int as staff
       from generate_series(1, $1::int) as n`,
      [workspaces],
    );
    await client.query(
      `insert into workspaces (id, module_id, name, description, created_by)
       select id, 'mdi', 'Bench Office ' || n, '', $1::uuid from bench_office`,
      [ownerId],
    );
    // k 0: the owner; k 1: the admin; then the staff; the bench member last in the first offices. `busy` ranks
    // the members of an office at random: sessions are drawn by it, the first far more often.
    await client.query(
      `create temp table bench_member on commit drop as
       select *, (row_number() over (partition by office order by random()))::int - 1 as busy from (
       select o.n as office, 0 as k, $1::uuid as user_id, 'OWNER' as role from bench_office o
       union all
       select o.n, k, gen_random_uuid(),
         case when k = 1 then 'ADMIN' when random() < 0.7 then 'USER' else 'CONTRIBUTOR' end
       from bench_office o cross join lateral generate_series(1, o.staff + 1) as k
       union all
       select o.n, o.staff + 2, $2::uuid, 'USER' from bench_office o where o.n <= $3::int) as members`,
      [ownerId, memberId, MEMBER_WORKSPACES],
    );
    await client.query(
      `insert into users (id, issuer, subject, user_id, is_first_time)
       select user_id, 'bench', 'bench-staff-' || office || '-' || k,
         'staff' || office || '.' || k || '@bench.example.org', false
       from bench_member where k > 0 and user_id not in ($1::uuid, $2::uuid)`,
      [ownerId, memberId],
    );
    await client.query(
      `insert into workspace_members (workspace_id, user_id, role)
       select o.id, m.user_id, m.role from bench_member m join bench_office o on o.n = m.office`,
    );
    await client.query(
      `create temp table bench_office_size on commit drop as
       select office, count(*)::int as members from bench_member group by office`,
    );
    await client.query(
      `create temp table bench_person on commit drop as
       select row_number() over (order by user_id)::int as p, user_id
       from (select distinct user_id from bench_member) as people`,
    );
    // power(random(), k) leans toward 0: the first offices, the first members and recent times come more often.
    await client.query(
      `create temp table bench_session on commit drop as
       with drawn as (
         select random() < ${ACCOUNT_SHARE} as account_level,
           1 + floor(power(random(), 1.6) * $2::int)::int as office,
           power(random(), 1.5) as member_draw, random() as person_draw,
           ${inWorkspace.picks}[1 + floor(random() * cardinality(${inWorkspace.picks}))::int] as w_pick,
           ${inAccount.picks}[1 + floor(random() * cardinality(${inAccount.picks}))::int] as a_pick,
           now() - interval '6 years' * power(random(), 1.25) - interval '1 hour' as start,
           random() as weekend_draw, -ln(1 - random()) as burst_draw
         from generate_series(1, $1::int)
       ), people as (select count(*)::int as count from bench_person)
       select d.account_level,
         case when d.account_level then null else o.id end as workspace_id,
         case when d.account_level then anyone.user_id else m.user_id end as user_id,
         case when d.account_level then ${inAccount.collections}[d.a_pick]
           else ${inWorkspace.collections}[d.w_pick] end as collection_name,
         case when d.account_level then ${inAccount.actions}[d.a_pick]
           else ${inWorkspace.actions}[d.w_pick] end as action,
         case when extract(isodow from d.start) >= 6 and d.weekend_draw < 0.8
           then d.start - (extract(isodow from d.start) - 5 + floor(d.weekend_draw / 0.8 * 5)) * interval '1 day'
           else d.start end as start,
         case when (case when d.account_level then ${inAccount.bursty}[d.a_pick]
             else ${inWorkspace.bursty}[d.w_pick] end)
           then least(15, 1 + floor(d.burst_draw * 1.5)::int) else 1 end as burst
       from drawn d cross join people
       join bench_office o on o.n = d.office
       join bench_office_size s on s.office = d.office
       join bench_member m on m.office = d.office and m.busy = floor(d.member_draw * s.members)::int
       join bench_person anyone on anyone.p = 1 + floor(d.person_draw * people.count)::int`,
      [Math.ceil(activities * SESSIONS_PER_ACTIVITY), workspaces],
    );
    await client.query(
      `create temp table bench_activity on commit drop as
       select gen_random_uuid() as id, s.workspace_id, s.user_id, s.collection_name, s.action,
         gen_random_uuid()::text as record_id,
         case when random() < 0.005 then 'DENIED' else 'SUCCESS' end as outcome,
         gen_random_uuid()::text as request_id,
         date_trunc('milliseconds', s.start + (i - 1) * (interval '20 seconds' + random() * interval '220 seconds'))
           as created_at
       from bench_session s cross join lateral generate_series(1, s.burst) as i
       limit $1::int`,
      [activities],
    );
    const { rows } = await client.query<{ count: string }>('select count(*) from bench_activity');
    if (Number(rows[0]?.count) < activities) throw new Error('too few sessions drawn for the activities');
    await client.query(
      `insert into activities (id, workspace_id, user_id, collection_name, action, record_id, outcome,
         request_id, transaction_id, ledger_leaf, created_at)
       select id, workspace_id, user_id, collection_name, action, record_id, outcome, request_id,
         md5('bench-seal-' || date_trunc('minute', created_at))::uuid::text,
         (row_number() over (partition by date_trunc('minute', created_at) order by created_at, id))::int - 1,
         created_at
       from bench_activity order by created_at, id`,
    );
    const offices = await client.query<{ id: string }>('select id::text from bench_office order by n');
    await client.query('commit');
    return offices.rows.map((row) => row.id);
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
