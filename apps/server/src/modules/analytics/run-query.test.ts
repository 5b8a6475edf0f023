import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASE_DASHBOARD, type DashboardTab } from '@hde/contracts';
import { COUNT_KEY, queryBodySchema, type QueryBody } from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { CUSTOM_LABEL_SUFFIX, exportOmittedLabels } from '@hde/contracts/fields';
import type { Database, Transaction } from '../../platform/db/client.js';
import { transactionReads, type ReadOnlyStatements } from '../../platform/db/read-only.js';
import { HttpError } from '../../platform/errors.js';
import { seedModules } from '../../platform/seed.js';
import { createTestDatabase } from '../../test/test-database.js';
import { QueryError } from './compile-where.js';
import { runDashboardTab } from './dashboard-tab.js';
import { createAnalyticsService } from './run-query.js';
import { CUSTOM_KEY, insertTestWorkspaces, type TestWorkspaces } from './test-data.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let data: TestWorkspaces;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedModules(database.db);
  data = await insertTestWorkspaces(database.db);
});
afterAll(async () => database.close());

const parse = (body: QueryBody) => queryBodySchema.parse(body);

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('the analytics service', () => {
  it('reads the custom fields of the workspace into its registry', async () => {
    const service = createAnalyticsService(database.db);
    const result = await service.query(
      data.a,
      'CASE',
      parse({ groupBy: `extra.${CUSTOM_KEY}`, addCount: true }),
    );
    const accepted = data.casesA.filter((row) => row.caseStatus === 'Accepted').length;
    expect(result.items).toContainEqual({ [`extra.${CUSTOM_KEY}`]: 'Accepted', [COUNT_KEY]: accepted });
  });

  it('answers 404 for a workspace that does not exist', async () => {
    const service = createAnalyticsService(database.db);
    for (const id of ['00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      await expect(service.dataVersion(id)).rejects.toMatchObject({
        statusCode: 404,
        message: ANALYTICS_ERRORS.workspaceNotFound,
      });
    }
  });

  it('exports every filtered row across keyset pages', async () => {
    const service = createAnalyticsService(database.db, { exportPageSize: 4 });
    const where = { field: 'sexFormatted', operator: 'ne' as const, values: ['Male'] };
    const csv = await readAll(await service.exportCsv(data.a, 'CASE', { where }));
    const lines = csv.split('\r\n').filter((line) => line !== '');
    const expected = data.casesA.filter((row) => row.sexFormatted !== 'Male').map((row) => row.caseId);
    expect(lines).toHaveLength(expected.length + 1);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(expected.sort());
    expect(lines[0]).toContain(CUSTOM_KEY);
    // A cause starting with a digit and percent stays as written; nothing of workspace B.
    expect(csv).toContain('100% burns');
    expect(csv).not.toMatch(/\r\nB-/);
  });

  it('exports each value once under its one label, as the screens show it, leaving out what the dialog names', async () => {
    const service = createAnalyticsService(database.db);
    const csv = await readAll(await service.exportCsv(data.a, 'CASE', {}));
    const labels = csv.slice(0, csv.indexOf('\r\n')).split(',');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => label === 'Sex')).toHaveLength(1);
    expect(labels.filter((label) => label === 'Death Date')).toHaveLength(1);
    expect(labels).not.toContain('Date of Death');
    expect(labels).toContain(`${CUSTOM_KEY} ${CUSTOM_LABEL_SUFFIX}`);
    for (const omitted of exportOmittedLabels('CASE')) expect(labels).not.toContain(omitted);
    expect(csv).toContain(',Homicide,');
    expect(csv).not.toContain('HOMICIDE');
    expect(csv).toMatch(/,(Yes|No),/);
    expect(csv).not.toMatch(/,(true|false),/);
  });

  it('refuses a bad export before any byte is sent', async () => {
    const service = createAnalyticsService(database.db);
    await expect(
      service.exportCsv(data.a, 'CASE', { where: { field: 'nope', operator: 'eq', values: [1] } }),
    ).rejects.toBeInstanceOf(QueryError);
  });

  it('runs every widget of every default dashboard tab, filtered and searched', async () => {
    const service = createAnalyticsService(database.db);
    for (const tab of DEFAULT_CASE_DASHBOARD.tabs) {
      const plain = await runDashboardTab(service, data.a, tab, undefined, undefined);
      expect(Object.keys(plain).sort()).toEqual(tab.widgets.map((widget) => widget.id).sort());
      const filtered = await runDashboardTab(
        service,
        data.a,
        tab,
        { field: 'sexFormatted', operator: 'eq', values: ['Male'] },
        'gunshot',
      );
      expect(Object.keys(filtered)).toHaveLength(tab.widgets.length);
    }
    const [first] = DEFAULT_CASE_DASHBOARD.tabs;
    const results = await runDashboardTab(service, data.a, first as DashboardTab, undefined, undefined);
    expect(results.total_cases?.items).toEqual([{ [COUNT_KEY]: data.casesA.length }]);
  });

  it('answers values the database cannot take with 400, or a correct answer, never 500', async () => {
    const service = createAnalyticsService(database.db);
    const outcomes = [];
    for (const where of [
      { field: 'causeOfDeath', operator: 'eq' as const, values: ['nul \u0000 byte'] },
      { field: 'causeOfDeath', operator: 'like' as const, values: ['\u0000'] },
      { field: 'deathDate', operator: 'lte' as const, values: ['9999-12-31'] },
      { field: 'lastModified', operator: 'lte' as const, values: ['9999-12-31'] },
      { field: 'deathDate', operator: 'gte' as const, values: ['0001-01-01'] },
      { field: 'age', operator: 'eq' as const, values: [1e308] },
      { field: 'roundedAge', operator: 'eq' as const, values: [-1e308, 1e308] },
    ]) {
      outcomes.push(
        await service.query(data.a, 'CASE', parse({ addCount: true, where })).then(
          (result) => result.items[0]?.[COUNT_KEY],
          (error: unknown) => (error instanceof HttpError ? error.statusCode : error),
        ),
      );
    }
    for (const outcome of outcomes)
      expect([400, ...Array.from({ length: 41 }, (_, n) => n)]).toContain(outcome);
    expect(
      await service.query(data.a, 'CASE', parse({ addCount: true, text: 'a \u0000 b' })).then(
        (result) => result.items[0]?.[COUNT_KEY],
        (error: HttpError) => error.statusCode,
      ),
    ).toBe(400);
  });

  it('names the widget whose query is not valid', async () => {
    const service = createAnalyticsService(database.db);
    const tab: DashboardTab = {
      id: 't',
      title: 'T',
      widgets: [
        { id: 'bad', title: 'Bad', transformer: 'stat', area: 'CASE', query: { limit: -1 }, width: 3 },
      ],
    };
    await expect(runDashboardTab(service, data.a, tab, undefined, undefined)).rejects.toThrow(
      ANALYTICS_ERRORS.invalidWidgetQuery('bad'),
    );
  });
});

describe('the access check handed to a query', () => {
  /** Reads that record each statement before running it on the test database. */
  function recordingReads(ran: string[]): ReadOnlyStatements {
    const reads = transactionReads(database.db);
    return {
      run: (statement) => {
        ran.push(statement.text);
        return reads.run(statement);
      },
      close: () => Promise.resolve(),
    };
  }

  it('runs nothing over the cases until the check has passed', async () => {
    const ran: string[] = [];
    const service = createAnalyticsService(database.db, { reads: recordingReads(ran) });
    let pass = () => {};
    const access = new Promise<object>((resolve) => (pass = () => resolve({})));
    const answer = service.query(data.a, 'CASE', parse({ addCount: true }), access);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([]);
    pass();
    expect((await answer).items).toEqual([{ [COUNT_KEY]: data.casesA.length }]);
    expect(ran).toHaveLength(1);
  });

  it("answers the check's refusal, whatever the workspace, and runs nothing", async () => {
    const ran: string[] = [];
    const service = createAnalyticsService(database.db, { reads: recordingReads(ran) });
    const refusal = new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
    for (const workspaceId of [data.b, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const error = await service
        .query(workspaceId, 'CASE', parse({ addCount: true }), Promise.reject(refusal))
        .catch((caught: unknown) => caught);
      expect(error).toBe(refusal);
    }
    const late = new Promise<never>((_, reject) => setTimeout(() => reject(refusal), 50));
    await expect(service.query(data.a, 'CASE', parse({ addCount: true }), late)).rejects.toBe(refusal);
    for (const area of ['FILE', 'ACTIVITY'] as const) {
      await expect(
        service.query(data.b, area, parse({ addCount: true }), Promise.reject(refusal)),
      ).rejects.toBe(refusal);
    }
    expect(ran).toEqual([]);
    expect(service.cache.size).toBe(0);
  });

  it("reads the workspace's state itself, and answers it only once the check has passed", async () => {
    const service = createAnalyticsService(database.db);
    const own = await service.dataVersion(data.a);
    let pass = () => {};
    const access = new Promise<void>((resolve) => (pass = resolve));
    let answered = false;
    const answer = service.dataVersion(data.a, access).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    pass();
    expect(await answer).toEqual(own);
  });
});

describe('database refusals', () => {
  /** Reads of the workspace as usual, and statements that all fail with this SQLSTATE. */
  function failingDatabase(code: string): [Database, { reads: ReadOnlyStatements }] {
    const fail = () => Promise.reject(Object.assign(new Error('Failed query'), { cause: { code } }));
    return [database.db, { reads: { run: fail, close: () => Promise.resolve() } }];
  }

  it.each<[string, number, string]>([
    ['57014', 503, ANALYTICS_ERRORS.timeout],
    ['22008', 400, ANALYTICS_ERRORS.badValue],
    ['54001', 400, ANALYTICS_ERRORS.tooComplex],
  ])('SQLSTATE %s answers %i with a plain reason', async (code, status, message) => {
    const service = createAnalyticsService(...failingDatabase(code));
    const error = await service
      .query(data.a, 'CASE', parse({ addCount: true }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: status, message });
  });

  it('leaves other failures as they are', async () => {
    const service = createAnalyticsService(...failingDatabase('XX000'));
    const error = await service
      .query(data.a, 'CASE', parse({ addCount: true }))
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(HttpError);
  });

  it('does not cache a failure', async () => {
    const service = createAnalyticsService(...failingDatabase('57014'));
    await expect(service.query(data.a, 'CASE', parse({ addCount: true }))).rejects.toThrow();
    expect(service.cache.size).toBe(0);
  });
});

describe('the statement timeout', () => {
  it('is set, read-only, in the transaction of every query', async () => {
    const statements: string[] = [];
    const configs: unknown[] = [];
    const dialect = new PgDialect();
    const recording = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return (work: (tx: Transaction) => Promise<unknown>, config?: unknown) => {
          configs.push(config);
          return target.transaction(
            (tx) =>
              work(
                new Proxy(tx, {
                  get(inner, name, innerReceiver) {
                    if (name !== 'execute') return Reflect.get(inner, name, innerReceiver) as unknown;
                    return (query: SQL) => {
                      statements.push(dialect.sqlToQuery(query).sql);
                      return inner.execute(query);
                    };
                  },
                }),
              ),
            config as never,
          );
        };
      },
    });
    const service = createAnalyticsService(recording, { statementTimeoutMs: 1234 });
    await service.query(data.a, 'CASE', parse({ addCount: true }));
    expect(configs).toEqual([{ accessMode: 'read only' }]);
    expect(statements[0]).toContain("set_config('statement_timeout'");
    expect(statements).toHaveLength(2);
    const check = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${'1234'}, true)`);
      return (await tx.execute(sql`select current_setting('statement_timeout') as value`)) as unknown as {
        rows: { value: string }[];
      };
    });
    expect(check.rows[0]?.value).toBe('1234ms');
  });

  it('cancels a statement past it: 503 with a plain reason', async () => {
    if (database.kind !== 'postgres') return; // PGlite runs in-process, without the timer that cancels.
    // The query itself is swapped for a slow one: no body the compiler accepts is reliably slow on 40 rows.
    const slow = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return (work: (tx: Transaction) => Promise<unknown>, config?: unknown) => {
          let calls = 0;
          return target.transaction(
            (tx) =>
              work(
                new Proxy(tx, {
                  get(inner, name, innerReceiver) {
                    if (name !== 'execute') return Reflect.get(inner, name, innerReceiver) as unknown;
                    return (query: SQL) => {
                      calls += 1;
                      return inner.execute(calls === 1 ? query : sql`select pg_sleep(2)`);
                    };
                  },
                }),
              ),
            config as never,
          );
        };
      },
    });
    const service = createAnalyticsService(slow, { statementTimeoutMs: 50 });
    const started = Date.now();
    const error = await service
      .query(data.a, 'CASE', parse({ addCount: true }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 503, message: ANALYTICS_ERRORS.timeout });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
