import { describe, expect, it } from 'vitest';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { dashboardCreateSchema } from '@hde/contracts/api';
import { makeDashboard } from '../dashboards-test-fixtures';
import {
  accessEditIsComplete,
  addEmail,
  createBody,
  dashboardTabs,
  EMPTY_SETUP,
  passesFirstFourRules,
  setupIsComplete,
  updateBody,
  type DashboardSetup,
} from './dashboard-form';

const named: DashboardSetup = { ...EMPTY_SETUP, name: 'Weekly', description: 'For the board', type: 'LIVE' };

describe('setupIsComplete', () => {
  it('needs name, description, type and access level', () => {
    expect(setupIsComplete({ ...named, mode: 'PUBLIC' })).toBe(true);
    expect(setupIsComplete({ ...named, mode: '' })).toBe(false);
    expect(setupIsComplete({ ...named, mode: 'PUBLIC', type: '' })).toBe(false);
    expect(setupIsComplete({ ...named, mode: 'PUBLIC', name: '  ' })).toBe(false);
    expect(setupIsComplete({ ...named, mode: 'PUBLIC', description: '' })).toBe(false);
  });

  it('needs a password meeting all five rules for PASSWORD', () => {
    expect(setupIsComplete({ ...named, mode: 'PASSWORD', password: 'Abcdefg1' })).toBe(false);
    expect(setupIsComplete({ ...named, mode: 'PASSWORD', password: 'Abcdefg1!' })).toBe(true);
  });

  it('needs at least one e-mail for PRIVATE', () => {
    expect(setupIsComplete({ ...named, mode: 'PRIVATE' })).toBe(false);
    expect(setupIsComplete({ ...named, mode: 'PRIVATE', emails: ['a@b.org'] })).toBe(true);
  });
});

it('enables Reset Password once the first four rules pass, without the special character', () => {
  expect(passesFirstFourRules('Abcdefg1')).toBe(true);
  expect(passesFirstFourRules('abcdefg1')).toBe(false);
  expect(passesFirstFourRules('Abcdef1')).toBe(false);
});

it('adds a typed e-mail trimmed, once whatever its case, and never an empty one', () => {
  expect(addEmail(['a@b.org'], '  C@d.org ')).toEqual(['a@b.org', 'C@d.org']);
  expect(addEmail(['a@b.org'], 'A@B.org')).toEqual(['a@b.org']);
  expect(addEmail(['a@b.org'], '   ')).toEqual(['a@b.org']);
});

describe('dashboardTabs', () => {
  it('drops the Case List tab and keeps the other tabs as they are', () => {
    const tabs = dashboardTabs(DEFAULT_CASE_DASHBOARD);
    expect(tabs.map((tab) => tab.id)).toEqual(
      DEFAULT_CASE_DASHBOARD.tabs.filter((tab) => tab.id !== CASE_LIST_TAB_ID).map((tab) => tab.id),
    );
    expect(tabs[0]).toEqual(DEFAULT_CASE_DASHBOARD.tabs[0]);
  });

  it('drops a case table in another tab, and a tab left empty', () => {
    const table = DEFAULT_CASE_DASHBOARD.tabs.find((tab) => tab.id === CASE_LIST_TAB_ID)!.widgets[0]!;
    const stat = DEFAULT_CASE_DASHBOARD.tabs[0]!.widgets[0]!;
    const tabs = dashboardTabs({
      tabs: [
        { id: 'mixed', title: 'Mixed', widgets: [stat, table] },
        { id: 'cases', title: 'Cases', widgets: [table] },
      ],
    });
    expect(tabs).toEqual([{ id: 'mixed', title: 'Mixed', widgets: [stat] }]);
  });
});

describe('createBody', () => {
  const view = {
    configuration: DEFAULT_CASE_DASHBOARD,
    filters: [{ id: 'mannerOfDeath', operator: 'in' as const, values: ['HOMICIDE'] }],
    text: ' heroin ',
  };

  it('sends what the access level uses, and a body the server accepts', () => {
    const body = createBody({ ...named, mode: 'PASSWORD', password: 'Abcdefg1!', emails: ['x@y.org'] }, view);
    expect(body).toMatchObject({ live: true, mode: 'PASSWORD', password: 'Abcdefg1!', emails: [] });
    expect(body.rawFilters).toEqual(view.filters);
    expect(body.text).toBe('heroin');
    expect(dashboardCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends no password and no empty search for a private snapshot', () => {
    const body = createBody(
      { ...named, type: 'SNAPSHOT', mode: 'PRIVATE', password: 'ignored', emails: ['x@y.org'] },
      { ...view, text: '' },
    );
    expect(body).toMatchObject({ live: false, emails: ['x@y.org'] });
    expect('password' in body).toBe(false);
    expect('text' in body).toBe(false);
    expect(dashboardCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe('editing access', () => {
  const publicOne = makeDashboard('d1', { mode: 'PUBLIC' });
  const passwordOne = makeDashboard('d2', { mode: 'PASSWORD' });
  const access = { type: 'LIVE' as const, password: '', emails: [] };

  it('asks a new valid password only when switching into PASSWORD', () => {
    expect(accessEditIsComplete(publicOne, { ...access, mode: 'PASSWORD' })).toBe(false);
    expect(accessEditIsComplete(publicOne, { ...access, mode: 'PASSWORD', password: 'Abcdefg1!' })).toBe(
      true,
    );
    expect(accessEditIsComplete(passwordOne, { ...access, mode: 'PASSWORD' })).toBe(true);
    expect(accessEditIsComplete(publicOne, { ...access, mode: 'PRIVATE' })).toBe(false);
  });

  it('sends the saved fields with the change, and the password only when switching into PASSWORD', () => {
    expect(updateBody(publicOne, { mode: 'PASSWORD', password: 'Abcdefg1!' })).toEqual({
      name: publicOne.name,
      description: publicOne.description,
      type: 'LIVE',
      live: true,
      mode: 'PASSWORD',
      emails: [],
      password: 'Abcdefg1!',
    });
    expect(updateBody(passwordOne, { name: ' New ' })).toEqual({
      name: 'New',
      description: passwordOne.description,
      type: 'LIVE',
      live: true,
      mode: 'PASSWORD',
      emails: [],
    });
  });
});
