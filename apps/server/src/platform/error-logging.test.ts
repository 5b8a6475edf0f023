import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@hde/contracts/api';
import { buildApp } from '../app.js';
import { createTestDatabase } from '../test/test-database.js';
import { loadConfig } from './config.js';
import { generateSecrets } from './secrets.js';

/** A value only the failing request carries: it must reach the database's error, and no log line. */
const SECRET = 'jane.doe.1961@example.org';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hde-logs-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3999',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RUN_JOBS: 'false',
  });
  database = await createTestDatabase();
  app = await buildApp({
    config,
    database,
    secrets: await generateSecrets(),
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  // Queries that fail in the database with the request's value in their parameters, as a route's would.
  app.post<{ Body: { value: string } }>('/test/failing-query', async (request) => {
    await database.db.execute(sql`select ${request.body.value}::integer`);
  });
  app.post<{ Body: { value: string } }>('/test/unstorable-text', async () => {
    await database.db.execute(sql`select ${`${SECRET}\u0000`}::text`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  logLines.length = 0;
});

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a failed query', () => {
  it('is logged with its SQLSTATE, severity, route and request id, never its statement, parameters or message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/failing-query',
      payload: { value: SECRET },
    });
    expect(response.statusCode).toBe(500);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Internal server error');

    const failure = logged().find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      route: '/test/failing-query',
      reqId: expect.any(String),
      err: { code: '22P02', severity: 'ERROR' },
    });
    expect(Object.keys(failure?.err as object).sort()).toEqual(['code', 'severity']);
    const everything = logLines.join('\n');
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toMatch(/select|params|integer/i);
  });

  it('with text the database cannot store answers 400, logged the same way', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/unstorable-text', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Invalid request');

    const refusal = logged().find((line) => line.msg === 'request refused by the database');
    expect(refusal).toMatchObject({
      route: '/test/unstorable-text',
      err: { code: expect.stringMatching(/^22/) },
    });
    expect(logLines.join('\n')).not.toContain(SECRET);
  });
});

describe('a failed statement whose cause has no SQLSTATE', () => {
  it('is logged without its statement or parameters', () => {
    // What drizzle throws when the connection is lost mid-query: the statement and values, then the cause.
    const lost = Object.assign(
      new Error(`Failed query: insert into users (email) values ($1)\nparams: ${SECRET}`),
      {
        query: 'insert into users (email) values ($1)',
        params: [SECRET],
        cause: new Error('Connection terminated'),
      },
    );
    app.log.error({ err: lost }, 'request failed');
    expect(logged()[0]).toMatchObject({ err: { code: 'NONE' } });
    expect(logLines.join('\n')).not.toContain(SECRET);
  });
});

describe('other errors', () => {
  it('keep their message and stack', () => {
    app.log.error({ err: new Error('disk full') }, 'write failed');
    expect(logged()[0]).toMatchObject({
      err: { type: 'Error', message: 'disk full', stack: expect.any(String) },
    });
  });
});
