import type { DashboardDefinition } from '@hde/contracts/api';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import type { DashboardView } from './access.js';
import type { SavedView } from './answers.js';

/**
 * `GET /dashboards/{id}` (spec §7.2): what the viewer draws. `shown` is the saved view its answers are for: the
 * dashboard's own for signed-in viewers, the one its published answers were computed for for anonymous ones.
 * `threshold`: the smallest count a published answer shows, null when answers are exact.
 */
export function definitionOf(
  view: DashboardView,
  shown: SavedView,
  threshold: number | null,
): DashboardDefinition {
  const { dashboard } = view;
  return {
    config: shown.config,
    info: {
      id: dashboard.id,
      workspaceId: dashboard.workspaceId,
      name: dashboard.name,
      description: dashboard.description,
      type: dashboard.type,
      live: dashboard.type === 'LIVE',
      mode: dashboard.mode,
      rawFilters: shown.rawFilters,
      text: shown.text,
      lastUpdated: dashboard.lastUpdated.toISOString(),
      snapshotAt: dashboard.snapshotAt?.toISOString() ?? null,
      isCreator: view.isCreator,
      canRefresh: view.canRefresh,
      exact: view.exact,
      threshold,
    },
  };
}

/** Every view of a PRIVATE dashboard is recorded (issue 23: who sees exact aggregates is on record). */
export async function recordPrivateView(db: Database, view: DashboardView, userId: string): Promise<void> {
  if (view.dashboard.mode !== 'PRIVATE') return;
  await recordActivity(db, {
    userId,
    workspaceId: view.dashboard.workspaceId,
    collectionName: 'dashboards',
    action: 'VIEW_DASHBOARD',
    recordId: view.dashboard.id,
    details: { id: view.dashboard.id },
  });
}
