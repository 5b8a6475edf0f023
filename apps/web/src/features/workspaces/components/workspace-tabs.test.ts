import { describe, expect, it } from 'vitest';
import type { AnyWorkspaceRole } from '@hde/contracts';
import { defaultTab, visibleTabs } from './workspace-tabs';

const mdi = (role: AnyWorkspaceRole | null, isPublic = false, showsMyDashboards = false) =>
  visibleTabs('mdi', { role, workspace: { public: isPublic }, showsMyDashboards });

describe('visibleTabs', () => {
  it.each<[AnyWorkspaceRole, string[]]>([
    ['OWNER', ['overview', 'analytics', 'import', 'management', 'settings']],
    ['SUPERHERO', ['overview', 'analytics', 'import', 'management', 'settings']],
    ['ADMIN', ['overview', 'analytics', 'import', 'management', 'settings']],
    ['CONTRIBUTOR', ['overview', 'analytics', 'import']],
    ['USER', ['overview', 'analytics']],
  ])('%s sees %o in a private workspace', (role, tabs) => {
    expect(mdi(role)).toEqual(tabs);
  });

  it('adds Public Dashboard for owners and admins of public workspaces only', () => {
    expect(mdi('OWNER', true)).toContain('public');
    expect(mdi('ADMIN', true)).toContain('public');
    expect(mdi('CONTRIBUTOR', true)).not.toContain('public');
    expect(mdi('USER', true)).not.toContain('public');
  });

  it('adds My Dashboards for owners and admins when the user has dashboards and the flag is on', () => {
    expect(mdi('OWNER', false, true)).toContain('dashboards');
    expect(mdi('USER', false, true)).not.toContain('dashboards');
  });

  it('shows nothing without a role', () => {
    expect(mdi(null)).toEqual([]);
  });

  it('gives the toxicology module its two tabs for every role', () => {
    for (const role of ['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR'] as const) {
      expect(visibleTabs('tox', { role, workspace: { public: true }, showsMyDashboards: true })).toEqual([
        'case-analytics',
        'trends',
      ]);
    }
  });

  it('opens Overview, or Case Analytics in the toxicology module', () => {
    expect(defaultTab('mdi')).toBe('overview');
    expect(defaultTab('tox')).toBe('case-analytics');
  });
});
