import { describe, expect, it } from 'vitest';
import type { AnyWorkspaceRole } from '@hde/contracts';
import { defaultTab, tabOutcome, visibleTabs, type TabRules } from './workspace-tabs';

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

  it('gives the toxicology module Case Analytics and Trends & Patterns for every role', () => {
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

describe('tabOutcome', () => {
  const rules = (role: AnyWorkspaceRole, isPublic = false): TabRules => ({
    role,
    workspace: { public: isPublic },
    showsMyDashboards: false,
  });

  it('shows a tab the role may see', () => {
    expect(tabOutcome('mdi', 'management', rules('ADMIN'))).toBe('show');
  });

  it('forbids a tab the role may not see', () => {
    expect(tabOutcome('mdi', 'management', rules('USER'))).toBe('forbidden');
    expect(tabOutcome('mdi', 'import', rules('USER'))).toBe('forbidden');
    expect(tabOutcome('mdi', 'public', rules('CONTRIBUTOR', true))).toBe('forbidden');
  });

  it('opens the default tab for a tab that is only not there', () => {
    expect(tabOutcome('mdi', 'public', rules('OWNER'))).toBe('default');
    expect(tabOutcome('mdi', 'dashboards', rules('OWNER'))).toBe('default');
  });

  it('shows the toxicology Trends & Patterns tab', () => {
    expect(tabOutcome('tox', 'trends', rules('USER'))).toBe('show');
  });

  it('calls a name of no tab of the module unknown', () => {
    expect(tabOutcome('mdi', 'billing', rules('OWNER'))).toBe('unknown');
    expect(tabOutcome('mdi', 'trends', rules('OWNER'))).toBe('unknown');
  });
});
