import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXT } from '@hde/contracts/api';
import { reportFileName } from '@hde/contracts/text';
import { importCases, workspaceWithCases } from '../../test/case-workspaces.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, type Caller } from '../../test/workspace-fixtures.js';
import { EVERY_MANNER, TWO_TABS, savedDashboard } from './answers-test-kit.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // Twelve cases, three of each manner.
  ({ owner, workspaceId } = await workspaceWithCases(ctx, { prefix: 'R', count: 12 }));
});
afterAll(() => ctx.close());

const reportAs = (caller: Caller | null, dashboardId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v2/${caller ? 'app' : 'public'}/query/dashboard/${dashboardId}/report`,
    headers: caller?.headers ?? {},
    payload,
  });

const HOMICIDES = [{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }];

/** The number printed under Total Cases: the report's first stat. */
function totalCases(lines: string[]): string | undefined {
  return lines[lines.indexOf('Total Cases') + 1];
}

describe('POST /v2/app/query/dashboard/{id}/report', () => {
  it("prints every tab of the creator's dashboard, titled by its name, without the Case List", async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PRIVATE' });
    const reply = await reportAs(owner, dashboard.id, { scope: 'all' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="${reportFileName('case', dashboard.id)}"`,
    );
    const lines = pdfText(reply.rawPayload).split('\n');
    expect(lines).toContain(`${REPORT_TEXT.allTabsTitle} \u2014 ${dashboard.name}`);
    for (const tab of TWO_TABS.tabs) expect(lines).toContain(tab.title);
    expect(lines).not.toContain('Case List');
    expect(totalCases(lines)).toBe('12');
  });

  it('prints the filters and quick search on screen, saved or not, and one tab when asked', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PUBLIC' });
    const reply = await reportAs(owner, dashboard.id, {
      tab: 'death_certification',
      rawFilters: HOMICIDES,
      text: 'R-',
    });
    expect(reply.statusCode).toBe(200);
    const text = pdfText(reply.rawPayload);
    const lines = text.split('\n');
    expect(lines).toContain(`Death Certification \u2014 ${dashboard.name}`);
    expect(lines).not.toContain('Demographics');
    expect(text).toContain('Manner of Death is one of HOMICIDE');
    expect(totalCases(lines)).toBe('3');
  });

  it("prints a snapshot's stored figures for its saved filters, and live ones for the creator's own", async () => {
    const own = await workspaceWithCases(ctx, { prefix: 'S', count: 8 });
    const snapshot = await savedDashboard(ctx, own.owner, own.workspaceId, {
      type: 'SNAPSHOT',
      mode: 'PRIVATE',
    });
    await importCases(ctx, own.owner, own.workspaceId, { prefix: 'T', count: 4 });
    const asSaved = await reportAs(own.owner, snapshot.id, { rawFilters: EVERY_MANNER });
    const saved = pdfText(asSaved.rawPayload).split('\n');
    expect(totalCases(saved)).toBe('8');
    const drafted = await reportAs(own.owner, snapshot.id, { rawFilters: HOMICIDES });
    expect(totalCases(pdfText(drafted.rawPayload).split('\n'))).toBe('3');
  });

  it('refuses everyone but the creator: owners, listed viewers, anonymous callers', async () => {
    const admin = await memberAs(ctx, { id: workspaceId }, 'ADMIN');
    const listed = await memberAs(ctx, { id: workspaceId }, 'USER');
    const dashboard = await savedDashboard(ctx, admin, workspaceId, {
      type: 'LIVE',
      mode: 'PRIVATE',
      emails: [listed.email],
    });
    expect((await reportAs(admin, dashboard.id, {})).statusCode).toBe(200);
    expect((await reportAs(owner, dashboard.id, {})).statusCode).toBe(403);
    expect((await reportAs(listed, dashboard.id, {})).statusCode).toBe(403);
    expect((await reportAs(null, dashboard.id, {})).statusCode).toBe(404);
  });

  it('refuses an unknown tab and a malformed body', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PRIVATE' });
    expect((await reportAs(owner, dashboard.id, { tab: 'case_list' })).statusCode).toBe(400);
    expect((await reportAs(owner, dashboard.id, { where: { field: 'x' } })).statusCode).toBe(400);
    expect((await reportAs(owner, dashboard.id, { rawFilters: 'all' })).statusCode).toBe(400);
  });
});
