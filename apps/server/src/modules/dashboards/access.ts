import type { FastifyRequest } from 'fastify';
import { can } from '@hde/contracts';
import { DASHBOARD_VIEWER_TOKEN_HEADER } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { currentUser, requestIdentity } from '../users/index.js';
import { refuseDeletedAccount, type UserService } from '../users/service.js';
import type { WorkspaceService } from '../workspaces/index.js';
import type { DashboardKeys } from './dashboard-keys.js';
import { requireDashboardsFeature } from './feature.js';
import { findDashboard, type DashboardRow } from './repo.js';
import { verifyViewerToken } from './viewer-token.js';

/** Custom dashboards live in the workspaces of the death investigation module. */
const DASHBOARDS_MODULE_ID = 'mdi';

/** What one caller may do with one dashboard, decided afresh on every request (decision 0001). */
export interface DashboardView {
  dashboard: DashboardRow;
  /** Exact aggregates: the creator, OWNER/ADMIN of the workspace, a listed verified e-mail (PRIVATE). */
  exact: boolean;
  /**
   * May post bodies other than the dashboard's own: the creator (only ever a current member) with
   * workspace.analytics, and OWNER/ADMIN.
   */
  freeQueries: boolean;
  isCreator: boolean;
  /** OWNER/ADMIN of the workspace. */
  canRefresh: boolean;
}

export interface DashboardAccessDeps {
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
  keys: DashboardKeys;
}

const notFound = () => new HttpError(404, DASHBOARD_ERRORS.notFound);

function viewerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[DASHBOARD_VIEWER_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

export function createDashboardAccess(deps: DashboardAccessDeps) {
  async function load(dashboardId: string): Promise<DashboardRow> {
    await requireDashboardsFeature(deps.db);
    const dashboard = await findDashboard(deps.db, dashboardId);
    if (!dashboard) throw notFound();
    return dashboard;
  }

  return {
    /**
     * A signed-in caller (authenticate has run). PRIVATE: the creator, OWNER, ADMIN, or a user whose verified
     * account e-mail is listed; PUBLIC and PASSWORD: the creator, OWNER, ADMIN. Anyone else: 403, and the web
     * tries the anonymous calls.
     */
    async signedIn(request: FastifyRequest, dashboardId: string): Promise<DashboardView> {
      const dashboard = await load(dashboardId);
      const identity = requestIdentity(request);
      const decision = await deps.workspaces.decideForIdentity(
        identity,
        DASHBOARDS_MODULE_ID,
        dashboard.workspaceId,
      );
      // Not a member (or no longer one): no role, but maybe the creator or a listed viewer.
      const role = decision.outcome === 'granted' ? decision.role : undefined;
      const user =
        decision.outcome === 'granted'
          ? refuseDeletedAccount(decision.user)
          : await currentUser(deps.users, request);
      // A creator who is no longer a member sees no more of the workspace than anyone else.
      const isCreator = role !== undefined && dashboard.createdBy === user.id;
      const manager = can(role, 'workspace.dashboards.manage');
      const listed =
        !isCreator &&
        !manager &&
        dashboard.mode === 'PRIVATE' &&
        dashboard.emails.includes(user.userId) &&
        (await deps.users.ownsEmail(identity, user, user.userId));
      if (!isCreator && !manager && !listed) throw new HttpError(403, DASHBOARD_ERRORS.notAllowed);
      return {
        dashboard,
        exact: true,
        freeQueries: manager || (isCreator && can(role, 'workspace.analytics')),
        isCreator,
        canRefresh: manager,
      };
    },

    /**
     * A caller without sign-in: PUBLIC is open; PASSWORD needs a viewer token of this dashboard and its current
     * access version (401 otherwise); PRIVATE is not found. Answers are never exact.
     */
    async anonymous(request: FastifyRequest, dashboardId: string): Promise<DashboardView> {
      const dashboard = await load(dashboardId);
      if (dashboard.mode === 'PRIVATE') throw notFound();
      if (
        dashboard.mode === 'PASSWORD' &&
        !verifyViewerToken(
          deps.keys.viewerTokens,
          { dashboardId: dashboard.id, accessVersion: dashboard.accessVersion },
          viewerTokenOf(request),
        )
      ) {
        throw new HttpError(401, DASHBOARD_ERRORS.wrongPassword);
      }
      return { dashboard, exact: false, freeQueries: false, isCreator: false, canRefresh: false };
    },
  };
}

export type DashboardAccess = ReturnType<typeof createDashboardAccess>;
