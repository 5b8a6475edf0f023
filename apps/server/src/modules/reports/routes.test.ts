import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASE_DASHBOARD, reportFileName, type Workspace } from '@hde/contracts';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { apiUser } from '../../test/api-user.js';
import { pdfText } from './pdf-text.test-support.js';

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
