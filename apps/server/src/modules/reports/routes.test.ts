import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { REPORT_TEXT, type Workspace } from '@hde/contracts/api';
import { WORKSPACE_TABS_TEXT, reportFileName } from '@hde/contracts/text';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { apiUser } from '../../test/api-user.js';
import { pdfText } from '../../test/pdf-text.js';

let ctx: TestApp;
let owner: Caller;
let workspace: Workspace;

const CSV = [
  'Case ID,Date of Death,Manner of Death,Cause of Death',
  'R-1,2024-03-04,Accident,Blunt force injuries',
  'R-2,2024-05-06,Natural,Heart disease',
  'R-3,2025-01-02,Suicide,Hanging',
].join('\n');

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, workspace } = await ownerWithWorkspace(ctx));
  const file = await importFile(ctx, owner, workspace.id, {
    fileName: 'cases.csv',
    content: CSV,
    mapping: {
      'Case ID': 'case_id',
      'Date of Death': 'date_of_death',
      'Manner of Death': 'manner_of_death',
      'Cause of Death': 'cause_of_death',
    },
  });
  expect(file.status).toBe('SUCCESS');
});
afterAll(async () => ctx.close());

const reportUrl = (id: string) => `/v2/app/case/dashboard/${id}/report`;

describe('POST {module}/dashboard/{id}/report', () => {
  it('renders the tab with its filters into a PDF named report_case_{id}.pdf', async () => {
    const response = await owner.call('POST', reportUrl(workspace.id), {
      tab: 'death_certification',
      where: { field: 'mannerOfDeath', operator: 'eq', values: ['ACCIDENT'] },
      text: 'blunt',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(reportFileName('case', workspace.id));
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(DEFAULT_CASE_DASHBOARD.tabs[0]!.title);
    expect(text).toContain('Manner of Death is ACCIDENT');
    expect(text).toContain('blunt');
  });

  it('refuses an unknown tab, another area, and another workspace', async () => {
    expect((await owner.call('POST', reportUrl(workspace.id), { tab: 'nope' })).statusCode).toBe(400);
    expect(
      (await owner.call('POST', `/v2/app/FILE/dashboard/${workspace.id}/report`, { tab: 'demographics' }))
        .statusCode,
    ).toBe(400);
    const stranger = await apiUser(ctx);
    expect((await stranger.call('POST', reportUrl(workspace.id), { tab: 'demographics' })).statusCode).toBe(
      404,
    );
  });
});

describe('the case list and the tabs of a report', () => {
  it('prints every case the filters keep, over many pages, and none they leave out', async () => {
    const { owner: caller, workspace: own } = await ownerWithWorkspace(ctx);
    const kept = Array.from({ length: 1200 }, (_, index) => `K-${String(index).padStart(5, '0')}`);
    const left = ['X-00001', 'X-00002'];
    const rows = [
      ...kept.map((id, index) => `${id},2024-0${(index % 9) + 1}-15,Accident,Fall`),
      ...left.map((id) => `${id},2024-02-02,Natural,Heart disease`),
    ];
    const file = await importFile(ctx, caller, own.id, {
      fileName: 'many.csv',
      content: [CSV.split('\n')[0], ...rows].join('\n'),
      mapping: {
        'Case ID': 'case_id',
        'Date of Death': 'date_of_death',
        'Manner of Death': 'manner_of_death',
        'Cause of Death': 'cause_of_death',
      },
    });
    expect(file.status).toBe('SUCCESS');
    const response = await caller.call('POST', reportUrl(own.id), {
      tab: CASE_LIST_TAB_ID,
      where: { field: 'mannerOfDeath', operator: 'eq', values: ['ACCIDENT'] },
    });
    expect(response.statusCode).toBe(200);
    const lines = pdfText(response.rawPayload).split('\n');
    for (const id of kept) expect(lines).toContain(id);
    for (const id of left) expect(lines).not.toContain(id);
    expect(lines.join('\n')).toMatch(/Page 1 of ([2-9]\d)/);
    expect(lines.join('\n')).not.toContain('Showing the first');
  });

  it('holds every tab the role may see, and refuses a tab it may not', async () => {
    const tabs = [
      ...DEFAULT_CASE_DASHBOARD.tabs,
      {
        id: 'files',
        title: 'Imported Files Tab',
        widgets: [
          {
            id: 'file_statuses',
            title: 'File Statuses',
            transformer: 'topList',
            area: 'FILE',
            query: { groupBy: 'status', addCount: true },
            width: 6,
          },
        ],
      },
    ];
    const saved = await owner.call(
      'PUT',
      `/v2/app/workspace/${workspace.id}/configuration/dashboard-configuration`,
      { tabs },
    );
    expect(saved.statusCode).toBe(204);
    const viewer = await memberAs(ctx, workspace, 'USER');
    const all = await viewer.call('POST', reportUrl(workspace.id), {
      tab: 'death_certification',
      scope: 'all',
    });
    expect(all.statusCode).toBe(200);
    const lines = pdfText(all.rawPayload).split('\n');
    expect(lines).toContain(`${REPORT_TEXT.allTabsTitle} \u2014 ${workspace.name}`);
    for (const tab of DEFAULT_CASE_DASHBOARD.tabs) expect(lines).toContain(tab.title);
    expect(lines).not.toContain('Imported Files Tab');
    for (const id of ['R-1', 'R-2', 'R-3']) expect(lines).toContain(id);
    // The case list comes after every chart.
    expect(lines.indexOf('R-1')).toBeGreaterThan(
      lines.indexOf(DEFAULT_CASE_DASHBOARD.tabs[0]!.widgets[0]!.title),
    );

    const refused = await viewer.call('POST', reportUrl(workspace.id), { tab: 'files' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WORKSPACE_TABS_TEXT.noAccess);

    const ownerReport = await owner.call('POST', reportUrl(workspace.id), { scope: 'all' });
    expect(pdfText(ownerReport.rawPayload).split('\n')).toContain('Imported Files Tab');
  });
});

describe('with REPORT_SERVICE_URL', () => {
  it("forwards the body and the workspace id, and answers with the service's PDF", async () => {
    const received: unknown[] = [];
    const service = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 from the service');
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    const forwarding = await createTestApp({ REPORT_SERVICE_URL: `http://127.0.0.1:${port}/reports` });
    try {
      const { owner: caller, workspace: own } = await ownerWithWorkspace(forwarding);
      const response = await caller.call('POST', reportUrl(own.id), { tab: 'demographics', text: 'x' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('%PDF-1.7 from the service');
      expect(received).toEqual([{ tab: 'demographics', text: 'x', workspaceId: own.id }]);
      await new Promise((resolve) => service.close(resolve));
      expect((await caller.call('POST', reportUrl(own.id), { tab: 'demographics' })).statusCode).toBe(502);
    } finally {
      service.close();
      await forwarding.close();
    }
  });
});
