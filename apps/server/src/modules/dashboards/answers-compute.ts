import type { AnalyticsService } from '../analytics/index.js';
import { canonicalJson, contentHash } from '../ledger/index.js';
import { lastFullYearOf, type RunQuery } from '../public-dashboards/index.js';
import type { Database } from '../../platform/db/client.js';
import { answeredConfiguration, ownQueries } from './answers.js';
import {
  storeAnswers,
  storedPublications,
  workspaceDataVersion,
  type AnswerKind,
  type AnswersOfKind,
} from './answers-repo.js';
import { computeDashboardPublication } from './publication.js';
import { findDashboard, type DashboardRow } from './repo.js';

export interface AnswersDeps {
  db: Database;
  analytics: AnalyticsService;
  /** The smallest count a published answer shows (PUBLIC_SUPPRESSION_THRESHOLD). */
  threshold: number;
}

export interface ComputeOptions {
  /** Take the snapshot again even when the stored one still answers the dashboard (Refresh Snapshot). */
  refresh?: boolean;
  activity?: { userId: string | null; action: string };
  heartbeat?: () => Promise<void>;
}

/** Times the answers are computed again when an import or an edit commits meanwhile. */
const CONSISTENT_READ_TRIES = 3;

type Plan = Partial<Record<AnswerKind, 'compute' | 'remove'>>;

/**
 * What a dashboard needs: a SNAPSHOT dashboard a snapshot of its current configuration (a stored one is kept
 * while it still answers it) and, when shared, published answers taken with it, so they are frozen too; a LIVE
 * one no snapshot, and published answers of the current data when shared. A PRIVATE one has none published.
 */
async function planOf(db: Database, dashboard: DashboardRow, refresh: boolean): Promise<Plan> {
  const stored = await storedPublications(db, dashboard.id);
  const shared = dashboard.mode !== 'PRIVATE';
  const unpublished: Plan = stored.has('published') ? { published: 'remove' } : {};
  if (dashboard.type === 'LIVE') {
    return {
      ...(stored.has('snapshot') ? { snapshot: 'remove' } : {}),
      ...(shared ? { published: 'compute' } : unpublished),
    };
  }
  const snapshot = stored.get('snapshot');
  const current =
    snapshot !== undefined &&
    canonicalJson(snapshot.configuration) === canonicalJson(answeredConfiguration(dashboard)) &&
    (!shared || stored.get('published')?.etag === snapshot.etag);
  if (current && !refresh) return shared ? {} : unpublished;
  return { snapshot: 'compute', ...(shared ? { published: 'compute' } : unpublished) };
}

async function computeKinds(
  deps: AnswersDeps,
  dashboard: DashboardRow,
  plan: Plan,
  heartbeat: () => Promise<void>,
) {
  const { workspaceId } = dashboard;
  const kinds: Partial<Record<AnswerKind, AnswersOfKind | null>> = {};
  if (plan.snapshot === 'remove') kinds.snapshot = null;
  if (plan.published === 'remove') kinds.published = null;
  if (plan.snapshot === 'compute') {
    const queries = [...ownQueries(dashboard).values()];
    const results = await Promise.all(
      queries.map((query) => deps.analytics.queryJson(workspaceId, query.area, query.body)),
    );
    kinds.snapshot = {
      configuration: answeredConfiguration(dashboard),
      answers: new Map(queries.map((query, index) => [query.key, results[index] as string])),
    };
    await heartbeat();
  }
  if (plan.published === 'compute') {
    const run: RunQuery = (body) => deps.analytics.query(workspaceId, 'CASE', body);
    const publication = await computeDashboardPublication(dashboard, {
      run,
      threshold: deps.threshold,
      lastFullYear: await lastFullYearOf(run),
      heartbeat,
    });
    // Every published widget's body holds the saved filters and quick search, so disclosure control passed them;
    // with none published they were refused (a name, a case number) and anonymous viewers must not read them.
    const published = publication.configuration.tabs.some((tab) => tab.widgets.length > 0);
    kinds.published = {
      // The saved view the answers are for: anonymous viewers make their bodies from it.
      configuration: {
        config: publication.configuration,
        rawFilters: published ? dashboard.rawFilters : [],
        text: published ? dashboard.text : null,
      },
      answers: publication.answers,
      report: {
        publishedAt: new Date().toISOString(),
        threshold: deps.threshold,
        widgets: publication.widgets,
      },
    };
  }
  return kinds;
}

/**
 * Computes and stores what a dashboard answers from (its snapshot, its published answers), or removes what it no
 * longer needs; a deleted dashboard is left alone. Every answer comes from one state of the data (disclosure
 * control relies on totals that add up), so the workspace's data version is read before and after, and all is
 * computed again when it moved, or when the dashboard was changed meanwhile.
 */
export async function computeDashboardAnswers(
  deps: AnswersDeps,
  dashboardId: string,
  options: ComputeOptions = {},
): Promise<void> {
  const heartbeat = options.heartbeat ?? (async () => {});
  for (let tries = 1; tries <= CONSISTENT_READ_TRIES; tries += 1) {
    const dashboard = await findDashboard(deps.db, dashboardId);
    if (!dashboard) return;
    const plan = await planOf(deps.db, dashboard, options.refresh ?? false);
    if (Object.keys(plan).length === 0) return;
    const before = await workspaceDataVersion(deps.db, dashboard.workspaceId);
    const kinds = await computeKinds(deps, dashboard, plan, heartbeat);
    const after = await workspaceDataVersion(deps.db, dashboard.workspaceId);
    if (before === undefined || after === undefined) return;
    if (before !== after) continue;
    const computedAt = new Date();
    const keys = Object.fromEntries(
      Object.entries(kinds).map(([kind, answers]) => [kind, answers ? [...answers.answers.keys()] : null]),
    );
    const outcome = await storeAnswers(deps.db, {
      dashboardId,
      lastUpdated: dashboard.lastUpdated,
      dataVersion: after,
      computedAt,
      etag: contentHash({ dashboardId, dataVersion: after, computedAt, keys }).slice(0, 32),
      kinds,
      ...(options.activity ? { activity: options.activity } : {}),
    });
    if (outcome !== 'moved') return;
  }
  throw new Error('the dashboard or its data changed while its answers were computed');
}
