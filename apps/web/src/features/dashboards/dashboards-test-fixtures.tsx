import { FEATURE_FLAGS, type Dashboard } from '@hde/contracts/api';
import { FEATURE_FLAGS_STORAGE_KEY } from '../../lib/feature-flags/feature-flags-cache';

export const WORKSPACE_ID = 'ws-1';
export const DASHBOARDS_PATH = `/v2/app/workspaces/${WORKSPACE_ID}/dashboards`;

const flag = FEATURE_FLAGS.multipleDashboards;

/** The features reply with the multiple-dashboards flag on or off. */
export const featureFlags = (active: boolean) => ({ [flag]: { name: flag, active } });

/** No flag cached from an earlier test: each test's own features reply decides. */
export const forgetCachedFlags = () => window.localStorage.removeItem(FEATURE_FLAGS_STORAGE_KEY);

export function makeDashboard(id: string, overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    id,
    workspaceId: WORKSPACE_ID,
    name: `Dashboard ${id}`,
    description: `About ${id}`,
    type: 'LIVE',
    live: true,
    mode: 'PUBLIC',
    emails: [],
    rawFilters: [{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }],
    text: null,
    config: { tabs: [{ id: 'demographics', title: 'Demographics', widgets: [] }] },
    createdBy: 'jane.doe@example.org',
    lastUpdated: '2026-03-02T14:05:00.000Z',
    snapshotAt: null,
    ...overrides,
  };
}

export const listOf = (...dashboards: Dashboard[]) => ({ items: dashboards, total: dashboards.length });
