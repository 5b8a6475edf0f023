import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { windowResult } from '@hde/contracts';
import {
  apiErrorSchema,
  dashboardReportBodySchema,
  dashboardWidgetBody,
  filtersToWhere,
  queryBodySchema,
  withoutCaseList,
  type DashboardConfig,
  type QueryResult,
  type WhereNode,
} from '@hde/contracts/api';
import { DASHBOARD_ERRORS, reportFileName } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { describeWhere, renderDashboardPdf, reportTabs, type ReportSection } from '../reports/index.js';
import type { DashboardAnswers } from './answers-service.js';
import type { DashboardView } from './access.js';
import type { ViewOf } from './query-routes.js';

const params = z.object({ id: z.string().max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** One tab's widgets answered as the viewer answers them (a snapshot's own bodies from the snapshot), windowed. */
async function tabSection(
  answers: DashboardAnswers,
  view: DashboardView,
  tab: DashboardConfig['tabs'][number],
  saved: { rawFilters: z.infer<typeof dashboardReportBodySchema>['rawFilters']; text: string | null },
  where: WhereNode | undefined,
): Promise<ReportSection> {
  const asked = tab.widgets.map((widget) => ({
    name: widget.id,
    area: widget.area,
    body: queryBodySchema.parse(dashboardWidgetBody(widget, saved)),
  }));
  const answered = await answers.answer(view, asked);
  const results: Record<string, QueryResult> = {};
  for (const [index, widget] of tab.widgets.entries()) {
    results[widget.id] = windowResult(widget, where, JSON.parse(answered[index] as string) as QueryResult);
  }
  return { tab, results };
}

/**
 * `POST /query/dashboard/{id}/report` (spec §2.10, §6): the PDF of a custom dashboard as its creator sees it in
 * edit mode, with the filters and quick search on screen. Only the creator (a current member) may ask.
 */
export function registerDashboardReport(
  parent: FastifyInstance,
  options: { db: Database; viewOf: ViewOf; answers: DashboardAnswers },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/query/dashboard/:id/report',
    {
      schema: {
        tags: ['dashboards'],
        summary: "A custom dashboard's PDF report, with its creator's filters and quick search in force",
        params,
        body: dashboardReportBodySchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const view = await options.viewOf(request, request.params.id);
      if (!view.isCreator) throw new HttpError(403, DASHBOARD_ERRORS.notAllowed);
      const { rawFilters, text, tab, scope } = request.body;
      const saved = { rawFilters, text: text && text.trim() !== '' ? text : null };
      const where = filtersToWhere(rawFilters);
      const sections: ReportSection[] = [];
      for (const shown of reportTabs(withoutCaseList(view.dashboard.config), { tab, scope }, () => true)) {
        sections.push(await tabSection(options.answers, view, shown, saved, where));
      }
      const pdf = await renderDashboardPdf({
        subject: view.dashboard.name,
        sections,
        allTabs: scope === 'all',
        filterSummary: describeWhere(where, 'CASE'),
        searchText: saved.text?.trim(),
        generatedAt: new Date(),
      });
      // Only the creator gets this far, so the dashboard's creator is who asked.
      await recordActivity(options.db, {
        userId: view.dashboard.createdBy,
        workspaceId: view.dashboard.workspaceId,
        collectionName: 'dashboards',
        action: 'EXPORT_PDF',
        recordId: view.dashboard.id,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName('case', view.dashboard.id)}"`)
        .send(pdf);
    },
  );
}
