import { eq } from 'drizzle-orm';
import { MAP_COORDINATE_DECIMALS } from '@hde/contracts';
import type { JobHandler } from '../../platform/jobs.js';
import { workspaceConfigurations, workspaces } from '../../platform/db/schema.js';
import { configurationBody } from './configuration-body.js';

export const PUBLIC_DASHBOARD_SYNC_JOB = 'public-dashboard-sync';

/** Counts from 1 to this are suppressed on public dashboards (ARCHITECTURE §11). */
const SMALL_CELL_MAX = 9;

/**
 * Prepares the public-dashboard-configuration of a workspace from its dashboard configuration (or the default
 * one, when it has none) with the privacy rules the public endpoints apply, then clears publicDashboardSyncing.
 * A workspace made private again meanwhile is left alone.
 */
export const publicDashboardSync: JobHandler = async (payload, { db }) => {
  const workspaceId = String(payload.workspaceId);
  await db.transaction(async (tx) => {
    const [workspace] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!workspace?.public) return;
    const dashboard = await configurationBody(tx, workspaceId, 'dashboard-configuration');
    const body = {
      preparedAt: new Date().toISOString(),
      source: dashboard === undefined ? 'default' : 'workspace',
      dashboard: dashboard ?? null,
      privacy: {
        aggregatesOnly: true,
        suppressCountsUpTo: SMALL_CELL_MAX,
        complementarySuppression: true,
        coordinateDecimals: MAP_COORDINATE_DECIMALS,
        excludedFields: ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'caseId', 'address', 'notes'],
      },
    };
    await tx
      .insert(workspaceConfigurations)
      .values({ workspaceId, type: 'public-dashboard-configuration', body })
      .onConflictDoUpdate({
        target: [workspaceConfigurations.workspaceId, workspaceConfigurations.type],
        set: { body, updatedAt: new Date() },
      });
    await tx.update(workspaces).set({ publicDashboardSyncing: false }).where(eq(workspaces.id, workspaceId));
  });
};
