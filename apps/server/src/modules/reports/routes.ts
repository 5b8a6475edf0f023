import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsExportBodySchema,
  apiErrorSchema,
  reportFileName,
  resolveDashboard,
  type AnalyticsExportBody,
} from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { createAuthorize, workspaceAccessOf } from '../access/authorize.js';
import { runDashboardTab, type AnalyticsService } from '../analytics/index.js';
import type { UserService } from '../users/service.js';
import { configurationBody } from '../workspaces/configuration-body.js';
import type { WorkspaceService } from '../workspaces/service.js';
import { describeWhere } from './describe-where.js';
import { renderDashboardPdf } from './render-dashboard-pdf.js';

interface Options {
  moduleId: 'mdi' | 'tox';
  /** An external report service to forward to (REPORT_SERVICE_URL); unset: rendered here. */
  reportServiceUrl: string | undefined;
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
  analytics: AnalyticsService;
}

const REPORT_SERVICE_TIMEOUT_MS = 60_000;

const params = z.object({
  area: z.string().regex(/^case$/i, 'Reports are made of the case dashboard'),
  id: z.string().max(100),
});

/** The PDF of an external report service, given the same body and the workspace id. */
async function forwardToReportService(
  url: string,
  workspaceId: string,
  body: AnalyticsExportBody,
): Promise<Buffer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify({ ...body, workspaceId }),
    signal: AbortSignal.timeout(REPORT_SERVICE_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok)
    throw new HttpError(502, 'The report service could not make the report. Please try again later.');
  return Buffer.from(await response.arrayBuffer());
}

/** "Download Analytics as PDF" (spec §2.7, §7.2): the server renders one tab with its filters; no external service. */
export const reportRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { moduleId, db, users, workspaces, analytics, reportServiceUrl } = options;
  const authorize = createAuthorize({ users, workspaces, moduleId });
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/:area/dashboard/:id/report',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The PDF report of one dashboard tab with the filters and quick search in force',
        params,
        body: analyticsExportBodySchema,
        response: {
          200: z.any().describe('application/pdf'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
      preHandler: authorize('workspace.analytics'),
    },
    async (request, reply) => {
      const { workspace } = workspaceAccessOf(request);
      const { tab: tabId, where, text } = request.body;
      const fileName = reportFileName('case', workspace.id);
      const sendPdf = (pdf: Buffer) =>
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      if (reportServiceUrl) {
        return sendPdf(await forwardToReportService(reportServiceUrl, workspace.id, request.body));
      }
      const dashboard = resolveDashboard(
        await configurationBody(db, workspace.id, 'dashboard-configuration'),
      );
      const tab =
        dashboard.tabs.find((candidate) => candidate.id === tabId) ?? (tabId ? undefined : dashboard.tabs[0]);
      if (!tab) throw new HttpError(400, `Unknown dashboard tab: ${tabId}`);
      const now = new Date();
      const results = await runDashboardTab(analytics, workspace.id, tab, where, text);
      const pdf = await renderDashboardPdf({
        workspaceName: workspace.name,
        tab,
        results,
        filterSummary: describeWhere(where, 'CASE'),
        searchText: text?.trim() || undefined,
        generatedAt: now,
      });
      return sendPdf(pdf);
    },
  );
};
