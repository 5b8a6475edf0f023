import { MDI_DEMO_WORKSPACE_ID, MODULE_CATALOGUE, TOX_WORKSPACE_ID, type ModuleStatus } from '@hde/contracts';
import type { UserModule, Workspace } from '@hde/contracts/api';

const DEMO_WORKSPACES: Record<string, string | null> = {
  mdi: MDI_DEMO_WORKSPACE_ID,
  tox: TOX_WORKSPACE_ID,
  lims: null,
};

const WITH_SUBSCRIPTION: readonly ModuleStatus[] = [
  'ACTIVE_SUBSCRIPTION',
  'TRIAL_ACTIVE_SUBSCRIPTION',
  'TRIAL_SUBSCRIPTION',
  'EXPIRED_SUBSCRIPTION',
  'TRIAL_ENDED_SUBSCRIPTION',
];

/** A user module as GET /v2/module-manager/modules answers it; the subscription follows the status. */
export function makeModule(
  moduleId: 'mdi' | 'tox' | 'lims',
  status: ModuleStatus,
  overrides: Partial<UserModule> = {},
): UserModule {
  const definition = MODULE_CATALOGUE.find((module) => module.id === moduleId);
  const subscribed = WITH_SUBSCRIPTION.includes(status);
  return {
    moduleId,
    name: definition?.name ?? moduleId,
    card: status,
    status,
    subscription: subscribed
      ? { createdAt: '2026-01-05T10:00:00.000Z', expiryDate: '2026-04-05T10:00:00.000Z' }
      : null,
    enabled: true,
    beta: definition?.beta ?? false,
    inDevelopment: definition?.inDevelopment ?? false,
    config: { demoWorkspace: DEMO_WORKSPACES[moduleId] ?? null },
    times: subscribed
      ? { startDate: '2026-01-05T10:00:00.000Z', endDate: '2026-04-05T10:00:00.000Z' }
      : { startDate: null, endDate: null },
    ...overrides,
  };
}

export function makeWorkspace(id: string, overrides: Partial<Workspace> = {}): Workspace {
  return {
    id,
    moduleId: 'mdi',
    name: `Workspace ${id}`,
    description: `Description of ${id}`,
    icon: 'folder',
    createdAt: '2026-01-10T10:00:00.000Z',
    lastUpdated: '2026-01-10T10:00:00.000Z',
    createdBy: 'jane.doe@example.org',
    updatedBy: null,
    workspaceRole: 'OWNER',
    public: false,
    publicDashboardSyncing: false,
    demo: false,
    ...overrides,
  };
}
