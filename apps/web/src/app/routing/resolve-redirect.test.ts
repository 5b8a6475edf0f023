import { describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID, TOX_WORKSPACE_ID, type ModuleStatus } from '@hde/contracts';
import type { UserModule } from '@hde/contracts/api';
import { makeModule, makeWorkspace } from '../../test/module-fixtures';
import type { WorkspacesByModule } from '../../lib/workspaces/use-module-workspaces';
import { resolveRedirect } from './resolve-redirect';

const first = makeWorkspace('ws-first');
const second = makeWorkspace('ws-second');
const MDI_LIST = [first, second];

interface Row {
  rule: string;
  path: string;
  mdi?: ModuleStatus;
  tox?: ModuleStatus;
  workspaces?: Partial<WorkspacesByModule>;
  defaultWorkspace?: string | null;
  expected: string | null;
}

const rows: Row[] = [
  // Exempt paths
  { rule: 'account is exempt', path: '/account?id=profile', mdi: 'TRIAL_AVAILABLE', expected: null },
  { rule: 'restricted is exempt', path: '/mdi/restricted', mdi: 'TRIAL_ENDED_SUBSCRIPTION', expected: null },
  { rule: 'module manager never loops', path: '/module-manager', mdi: 'TRIAL_AVAILABLE', expected: null },
  { rule: 'onboarding never loops', path: '/onboarding', expected: null },
  { rule: 'auth callback never loops', path: '/auth/callback?code=x&state=y', expected: null },
  // "/"
  {
    rule: '/ without access goes to the Module Manager',
    path: '/',
    mdi: 'TRIAL_AVAILABLE',
    tox: 'EXPIRED_SUBSCRIPTION',
    expected: '/module-manager',
  },
  { rule: '/ without any module goes to the Module Manager', path: '/', expected: '/module-manager' },
  {
    rule: '/ goes to the default workspace when it is in the list',
    path: '/',
    mdi: 'TRIAL_ACTIVE_SUBSCRIPTION',
    defaultWorkspace: 'ws-second',
    expected: '/mdi/workspace/ws-second',
  },
  {
    rule: '/ goes to the first workspace without a default',
    path: '/',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: '/mdi/workspace/ws-first',
  },
  {
    rule: '/ ignores a default that is not in the list',
    path: '/',
    mdi: 'ACTIVE_SUBSCRIPTION',
    defaultWorkspace: 'gone',
    expected: '/mdi/workspace/ws-first',
  },
  {
    rule: '/ with access and no workspace goes to /mdi/workspace',
    path: '/',
    mdi: 'TRIAL_ACTIVE_SUBSCRIPTION',
    workspaces: { mdi: [] },
    expected: '/mdi/workspace',
  },
  {
    rule: '/ counts shared access as access',
    path: '/',
    mdi: 'SHARED_SUBSCRIPTION',
    expected: '/mdi/workspace/ws-first',
  },
  {
    rule: '/ skips restricted modules to the first subscribed one (tox: fixed workspace)',
    path: '/',
    mdi: 'TRIAL_ENDED_SUBSCRIPTION',
    tox: 'TRIAL_ACTIVE_SUBSCRIPTION',
    expected: `/tox/workspace/${TOX_WORKSPACE_ID}`,
  },
  // Module change: entering a module without a workspace id
  {
    rule: 'entering mdi goes to its default workspace',
    path: '/mdi',
    mdi: 'ACTIVE_SUBSCRIPTION',
    tox: 'ACTIVE_SUBSCRIPTION',
    defaultWorkspace: 'ws-second',
    expected: '/mdi/workspace/ws-second',
  },
  {
    rule: 'entering tox always goes to the fixed workspace',
    path: '/tox',
    mdi: 'ACTIVE_SUBSCRIPTION',
    tox: 'TRIAL_ACTIVE_SUBSCRIPTION',
    defaultWorkspace: 'ws-first',
    expected: `/tox/workspace/${TOX_WORKSPACE_ID}`,
  },
  {
    rule: '/tox/workspace goes to the fixed workspace',
    path: '/tox/workspace',
    tox: 'TRIAL_ACTIVE_SUBSCRIPTION',
    expected: `/tox/workspace/${TOX_WORKSPACE_ID}`,
  },
  {
    rule: 'tox with another workspace id goes to the fixed workspace',
    path: '/tox/workspace/ws-first',
    tox: 'ACTIVE_SUBSCRIPTION',
    expected: `/tox/workspace/${TOX_WORKSPACE_ID}`,
  },
  {
    rule: 'the tox fixed workspace stays',
    path: `/tox/workspace/${TOX_WORKSPACE_ID}?id=overview`,
    tox: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  // Restricted modules
  {
    rule: 'restricted module without a workspace id goes to the Module Manager',
    path: '/mdi/workspace',
    mdi: 'TRIAL_AVAILABLE',
    expected: '/module-manager',
  },
  {
    rule: 'expired module on its workspace manager goes to the Module Manager',
    path: '/mdi/workspace-manager',
    mdi: 'EXPIRED_SUBSCRIPTION',
    expected: '/module-manager',
  },
  {
    rule: 'restricted module with a workspace that is not its demo goes to restricted',
    path: '/mdi/workspace/ws-first?id=analytics',
    mdi: 'TRIAL_ENDED_SUBSCRIPTION',
    expected: '/mdi/restricted?workspace=ws-first',
  },
  {
    rule: 'restricted module may open its demo workspace',
    path: `/mdi/workspace/${MDI_DEMO_WORKSPACE_ID}`,
    mdi: 'TRIAL_AVAILABLE',
    expected: null,
  },
  {
    rule: 'restricted tox may open its fixed workspace, which is its demo',
    path: `/tox/workspace/${TOX_WORKSPACE_ID}`,
    tox: 'TRIAL_AVAILABLE',
    expected: null,
  },
  {
    rule: 'restricted tox case page outside the demo goes to restricted',
    path: '/tox/workspace/other/tox-case-details/7',
    tox: 'EXPIRED_SUBSCRIPTION',
    expected: '/tox/restricted?workspace=other',
  },
  {
    rule: 'a scheduled trial (TRIAL_SUBSCRIPTION) has no access yet',
    path: '/mdi/workspace/ws-first',
    mdi: 'TRIAL_SUBSCRIPTION',
    expected: '/mdi/restricted?workspace=ws-first',
  },
  // "undefined" and unknown ids
  {
    rule: 'a path with undefined as workspace id goes to the default workspace',
    path: '/mdi/workspace/undefined',
    mdi: 'ACTIVE_SUBSCRIPTION',
    defaultWorkspace: 'ws-second',
    expected: '/mdi/workspace/ws-second',
  },
  {
    rule: 'a path containing undefined with an unknown workspace id goes to the first workspace',
    path: '/mdi/workspace/zzz?id=undefined',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: '/mdi/workspace/ws-first',
  },
  {
    rule: 'a path containing undefined with a known workspace id stays',
    path: '/mdi/workspace/ws-second?id=undefined',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  {
    rule: 'a path containing undefined with the demo workspace id stays',
    path: `/mdi/workspace/${MDI_DEMO_WORKSPACE_ID}?id=undefined`,
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  {
    rule: 'undefined outside a module goes where / goes',
    path: '/undefined',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: '/mdi/workspace/ws-first',
  },
  {
    rule: 'an unknown id without undefined is left to the workspace page (404)',
    path: '/mdi/workspace/zzz',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  // /mdi/workspace
  {
    rule: '/mdi/workspace with workspaces goes to the default workspace',
    path: '/mdi/workspace',
    mdi: 'TRIAL_ACTIVE_SUBSCRIPTION',
    defaultWorkspace: 'ws-second',
    expected: '/mdi/workspace/ws-second',
  },
  {
    rule: '/mdi/workspace without workspaces stays (no-workspace page)',
    path: '/mdi/workspace',
    mdi: 'TRIAL_ACTIVE_SUBSCRIPTION',
    workspaces: { mdi: [] },
    expected: null,
  },
  // Pages of a module with access
  {
    rule: 'a listed workspace stays',
    path: '/mdi/workspace/ws-first?id=analytics',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  {
    rule: 'the workspace manager stays',
    path: '/mdi/workspace-manager',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  {
    rule: 'unknown pages are left to the 404 page',
    path: '/no/such/page',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
  {
    rule: 'a module the user does not have (tox, no beta) is left alone',
    path: '/tox/workspace',
    mdi: 'ACTIVE_SUBSCRIPTION',
    expected: null,
  },
];

describe('resolveRedirect', () => {
  it.each(rows)('$rule: $path -> $expected', (row) => {
    const modules: UserModule[] = [];
    if (row.mdi) modules.push(makeModule('mdi', row.mdi));
    if (row.tox) modules.push(makeModule('tox', row.tox));
    modules.push(makeModule('lims', 'TRIAL_AVAILABLE'));
    const workspaces: WorkspacesByModule = {
      mdi: row.mdi ? MDI_LIST : [],
      tox: [],
      ...row.workspaces,
    };
    expect(
      resolveRedirect({
        path: row.path,
        modules,
        workspaces,
        userConfiguration: { defaultWorkspace: row.defaultWorkspace ?? null },
      }),
    ).toBe(row.expected);
  });

  it('never redirects to the path it is on', () => {
    for (const row of rows) {
      const modules = [row.mdi && makeModule('mdi', row.mdi), row.tox && makeModule('tox', row.tox)].filter(
        (module): module is UserModule => Boolean(module),
      );
      const target = resolveRedirect({
        path: row.path,
        modules,
        workspaces: { mdi: MDI_LIST, tox: [], ...row.workspaces },
        userConfiguration: { defaultWorkspace: row.defaultWorkspace ?? null },
      });
      expect(target).not.toBe(row.path);
    }
  });
});
