import {
  DASHBOARD_PASSWORD,
  createDashboard,
  dashboardBody,
  dashboardTeam,
  type DashboardTeam,
} from '../../modules/dashboards/dashboard-test-kit.js';
import type { Dashboard, DashboardCreate, DashboardUpdate } from '@hde/contracts/api';
import type { TestApp } from '../test-app.js';
import type { Scenario } from './scenario.js';

const url = (team: DashboardTeam, dashboard: Dashboard) => `${team.base}/${dashboard.id}`;

async function teamWith(ctx: TestApp, overrides: Partial<DashboardCreate> = {}) {
  const team = await dashboardTeam(ctx);
  return { team, dashboard: await createDashboard(team, overrides) };
}

/** The details and access of a saved dashboard, changed by `overrides`. */
function updateOf(dashboard: Dashboard, overrides: Partial<DashboardUpdate>): DashboardUpdate {
  const { name, description, type, mode, emails } = dashboard;
  return { name, description, type, mode, emails, ...overrides };
}

/** Custom dashboards: their writes, their PDF, and the password unlock of anonymous viewers. */
export const dashboardScenarios: Record<string, Scenario> = {
  'POST /v2/app/workspaces/:workspaceId/dashboards': async (ctx) => {
    const team = await dashboardTeam(ctx);
    return { response: await team.creator.call('POST', team.base, dashboardBody()), userId: team.creator.id };
  },
  'PUT /v2/app/workspaces/:workspaceId/dashboards/:dashboardId': async (ctx) => {
    const { team, dashboard } = await teamWith(ctx, { mode: 'PRIVATE' });
    const response = await team.creator.call(
      'PUT',
      url(team, dashboard),
      updateOf(dashboard, { mode: 'PUBLIC', emails: [] }),
    );
    return { response, userId: team.creator.id, action: 'PUBLISH_DASHBOARD' };
  },
  'DELETE /v2/app/workspaces/:workspaceId/dashboards/:dashboardId': async (ctx) => {
    const { team, dashboard } = await teamWith(ctx);
    return { response: await team.owner.call('DELETE', url(team, dashboard)), userId: team.owner.id };
  },
  'PUT /v2/app/workspaces/:workspaceId/dashboards/:dashboardId/password': async (ctx) => {
    const { team, dashboard } = await teamWith(ctx, { mode: 'PASSWORD' });
    const response = await team.creator.call('PUT', `${url(team, dashboard)}/password`, {
      pwd: 'Other-Pass2',
    });
    return { response, userId: team.creator.id };
  },
  'PUT /v2/app/workspaces/:workspaceId/dashboards/:dashboardId/snapshot': async (ctx) => {
    const { team, dashboard } = await teamWith(ctx, { type: 'SNAPSHOT' });
    const response = await team.owner.call('PUT', `${url(team, dashboard)}/snapshot`);
    return { response, userId: team.owner.id, action: 'REFRESH_SNAPSHOT' };
  },
  'POST /v2/app/query/dashboard/:id/report': async (ctx) => {
    const { team, dashboard } = await teamWith(ctx);
    const response = await team.creator.call('POST', `/v2/app/query/dashboard/${dashboard.id}/report`, {
      rawFilters: dashboard.rawFilters,
      text: dashboard.text ?? '',
    });
    return { response, userId: team.creator.id, action: 'EXPORT_PDF' };
  },
  'POST /v2/public/dashboards/:id/unlock': async (ctx) => {
    const { dashboard } = await teamWith(ctx, { mode: 'PASSWORD' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v2/public/dashboards/${dashboard.id}/unlock`,
      payload: { password: DASHBOARD_PASSWORD },
    });
    return { response, userId: null, action: 'UNLOCK_DASHBOARD' };
  },
};
