import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsResponseSchema, recentCasesResponseSchema, type HeaderMapping } from '@hde/contracts/api';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace } from '../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HEADERS = [
  'case_id',
  'date_of_death',
  'exam_date',
  'transcription_log_sign_out',
  'dc_out_to_hd_date',
  'pathologist',
];
const MAPPING = Object.fromEntries(HEADERS.map((header) => [header, header])) as HeaderMapping;

function csv(rows: readonly (readonly string[])[]): string {
  return [HEADERS, ...rows].map((row) => row.join(',')).join('\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Hand-computed metric fixture. 2023: exam 1 day (on time), 2 days (late: on time is under 2); report 60 days
 * (on time) and 61 (late); certificate 60 (on time) and 61 (late); one case with no dates. 2010 counts for the
 * selected year but never for the yearly trend (spec §5).
 */
const METRIC_ROWS = [
  ['M-1', '2023-03-01', '2023-03-02', '2023-05-01', '2023-04-30', 'Dr. Adams'],
  ['M-2', '2023-03-01', '2023-03-03', '2023-05-03', '2023-05-01', 'Dr. Adams'],
  ['M-3', '2023-06-10', '', '', '', ''],
  ['M-4', '2023-07-01', '2023-07-01', '2023-07-02', '2023-07-02', 'Dr. Baker'],
  ['M-5', '2010-12-31', '2011-01-01', '2011-01-02', '2011-01-03', 'Dr. Adams'],
  ['M-6', '2011-01-01', '2011-01-05', '2011-01-06', '2011-01-07', 'Dr. Adams'],
];

describe('GET workspace/{id}/metrics', () => {
  it('counts on-time turnarounds with the spec boundaries, per pathologist and per year after 2010', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, {
      fileName: 'm.csv',
      content: csv(METRIC_ROWS),
      mapping: MAPPING,
    });

    const reply = await owner.call('GET', `/v2/app/workspace/${workspace.id}/metrics`);
    expect(reply.statusCode).toBe(200);
    const metrics = metricsResponseSchema.parse(reply.json());
    expect(metrics.year).toBe(2023);
    expect(metrics.years).toEqual([2023, 2011, 2010]);
    const [exam, report, certificate] = metrics.cards;

    expect(exam).toMatchObject({ kind: 'exam', title: 'Exam Metrics', target: 90, onTime: 2, total: 3 });
    expect(exam!.percentage).toBe(66.7);
    expect(exam!.byPathologist).toEqual([
      { pathologist: 'Dr. Adams', onTime: 1, total: 2, percentage: 50 },
      { pathologist: 'Dr. Baker', onTime: 1, total: 1, percentage: 100 },
    ]);
    expect(exam!.byYear).toEqual([
      { year: 2011, onTime: 0, total: 1, percentage: 0 },
      { year: 2023, onTime: 2, total: 3, percentage: 66.7 },
    ]);
    expect(report).toMatchObject({ kind: 'report', onTime: 2, total: 3, percentage: 66.7 });
    expect(certificate).toMatchObject({ kind: 'deathCertificate', onTime: 2, total: 3, percentage: 66.7 });

    const older = metricsResponseSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/metrics?year=2010`)).json(),
    );
    expect(older.year).toBe(2010);
    expect(older.cards[0]).toMatchObject({ onTime: 1, total: 1, percentage: 100 });
    expect(older.cards[0]!.byYear.map((entry) => entry.year)).toEqual([2011, 2023]);
  });

  it('follows the next import although answers are cached', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const metrics = async () =>
      metricsResponseSchema.parse(
        (await owner.call('GET', `/v2/app/workspace/${workspace.id}/metrics`)).json(),
      );
    await importFile(ctx, owner, workspace.id, {
      fileName: 'a.csv',
      content: csv([METRIC_ROWS[0]!]),
      mapping: MAPPING,
    });
    expect((await metrics()).cards[0]).toMatchObject({ onTime: 1, total: 1 });
    expect((await metrics()).cards[0]).toMatchObject({ onTime: 1, total: 1 });
    await importFile(ctx, owner, workspace.id, {
      fileName: 'b.csv',
      content: csv([METRIC_ROWS[1]!]),
      mapping: MAPPING,
    });
    expect((await metrics()).cards[0]).toMatchObject({ onTime: 1, total: 2, percentage: 50 });
  });

  it('answers N/A (null) without cases, and refuses a bad year and other workspaces', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const empty = metricsResponseSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/metrics`)).json(),
    );
    expect(empty.year).toBeNull();
    expect(empty.years).toEqual([]);
    expect(empty.cards.map((card) => card.percentage)).toEqual([null, null, null]);

    expect((await owner.call('GET', `/v2/app/workspace/${workspace.id}/metrics?year=abc`)).statusCode).toBe(
      400,
    );
    const { owner: stranger } = await ownerWithWorkspace(ctx);
    expect((await stranger.call('GET', `/v2/app/workspace/${workspace.id}/metrics`)).statusCode).toBe(404);
  });
});

describe('GET workspace/{id}/recent-cases', () => {
  it('pages the deaths of the last 60 days, newest first, for every role', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const rows = [0, 1, 2, 3, 4, 5, 59, 60, 61, 400].map((days, i) => [
      `R-${i}`,
      daysAgo(days),
      '',
      '',
      '',
      `Dr. ${i}`,
    ]);
    await importFile(ctx, owner, workspace.id, { fileName: 'r.csv', content: csv(rows), mapping: MAPPING });

    const first = recentCasesResponseSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/recent-cases?skip=0&limit=5`)).json(),
    );
    expect(first.total).toBe(8);
    expect(first.columns).toBe('turnaround');
    expect(first.items.map((item) => item.caseId)).toEqual(['R-0', 'R-1', 'R-2', 'R-3', 'R-4']);
    expect(first.items[0]).toMatchObject({
      deathDate: daysAgo(0),
      pathologist: 'Dr. 0',
      examTurnAround: null,
    });

    const user = await memberAs(ctx, workspace, 'USER');
    const second = recentCasesResponseSchema.parse(
      (await user.call('GET', `/v2/app/workspace/${workspace.id}/recent-cases?skip=5&limit=5`)).json(),
    );
    expect(second.items.map((item) => item.caseId)).toEqual(['R-5', 'R-6', 'R-7']);
  });

  it('shows the court columns when the workspace configuration asks for them', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const saved = await owner.call(
      'PUT',
      `/v2/app/workspace/${workspace.id}/configuration/dashboard-configuration`,
      {
        recentCasesColumns: 'court',
      },
    );
    expect(saved.statusCode).toBe(204);
    const reply = recentCasesResponseSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/recent-cases`)).json(),
    );
    expect(reply).toEqual({ items: [], total: 0, columns: 'court' });
  });

  it('refuses bad paging and other workspaces', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    expect(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/recent-cases?limit=5000`)).statusCode,
    ).toBe(400);
    expect(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/recent-cases?skip=-1`)).statusCode,
    ).toBe(400);
    const { owner: stranger } = await ownerWithWorkspace(ctx);
    expect((await stranger.call('GET', `/v2/app/workspace/${workspace.id}/recent-cases`)).statusCode).toBe(
      404,
    );
  });
});
