import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveDashboard, type DashboardTab, type DashboardWidget } from '@hde/contracts';
import {
  analyticsExportBodySchema,
  apiErrorSchema,
  type AnalyticsExportBody,
  type WhereNode,
} from '@hde/contracts/api';
import { REPORT_FAILED, reportFileName } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import {
  configurationBody,
  createAuthorize,
  workspaceAccessOf,
  type WorkspaceService,
} from '../workspaces/index.js';
import { runDashboardTab, type AnalyticsService } from '../analytics/index.js';
import type { UserService } from '../users/service.js';
import { caseTableRows } from './case-table-rows.js';
import { describeWhere } from './describe-where.js';
import type { TableRows } from './pdf-table.js';
import { renderDashboardPdf, type ReportSection } from './render-dashboard-pdf.js';
import { reportTabs, roleMayRead } from './report-tabs.js';

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
  if (!response?.ok) throw new HttpError(502, REPORT_FAILED);
  return Buffer.from(await response.arrayBuffer());
}

/** The charts of a tab with the filters in force, and its case tables' rows, read as the report prints them. */
async function reportSection(
  analytics: AnalyticsService,
  workspaceId: string,
  tab: DashboardTab,
  filters: { where: WhereNode | undefined; text: string | undefined },
): Promise<ReportSection> {
  const isTable = (widget: DashboardWidget) => widget.transformer === 'caseTable';
  const charts = { ...tab, widgets: tab.widgets.filter((widget) => !isTable(widget)) };
  const results = await runDashboardTab(analytics, workspaceId, charts, filters.where, filters.text);
  const tables: Record<string, TableRows> = {};
  for (const widget of tab.widgets.filter(isTable)) {
    tables[widget.id] = await caseTableRows(analytics, workspaceId, widget, filters);
  }
  return { tab, results, tables };
}

/**
 * "Download Analytics as PDF" (spec §2.7, §7.2): the server renders one tab, or every tab the role may see, with
 * the filters in force; no external service unless REPORT_SERVICE_URL names one.
 */
export const reportRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { moduleId, db, users, workspaces, analytics, reportServiceUrl } = options;
  const authorize = createAuthorize({ users, workspaces, moduleId });
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/:area/dashboard/:id/report',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'The PDF report of one dashboard tab, or of every tab, with the filters and quick search in force',
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
      const { user, workspace, role } = workspaceAccessOf(request);
      const { where, text, scope } = request.body;
      const fileName = reportFileName('case', workspace.id);
      const sendPdf = async (pdf: Buffer) => {
        await recordActivity(db, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'cases',
          action: 'EXPORT_PDF',
          details: { scope },
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      };
      if (reportServiceUrl) {
        return sendPdf(await forwardToReportService(reportServiceUrl, workspace.id, request.body));
      }
      const dashboard = resolveDashboard(
        await configurationBody(db, workspace.id, 'dashboard-configuration'),
      );
      const now = new Date();
      const sections: ReportSection[] = [];
      for (const tab of reportTabs(dashboard, request.body, roleMayRead(role))) {
        sections.push(await reportSection(analytics, workspace.id, tab, { where, text }));
      }
      const pdf = await renderDashboardPdf({
        subject: workspace.name,
        sections,
        allTabs: scope === 'all',
        filterSummary: describeWhere(where, 'CASE'),
        searchText: text?.trim() || undefined,
        generatedAt: now,
      });
      return sendPdf(pdf);
    },
  );
};
