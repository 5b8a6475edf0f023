import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { dashboardSchema } from '@hde/contracts/api';
import { ANALYTICS_ERRORS, SAVED_FILTER_MESSAGES } from '@hde/contracts/text';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dashboardBody, dashboardTeam, type DashboardTeam } from './dashboard-test-kit.js';
import { messageOf } from '../../test/reply-message.js';

/** What a saved dashboard's configuration must be: known fields, counts only, date windows, bounded nesting. */

let ctx: TestApp;
let team: DashboardTeam;
beforeAll(async () => {
  ctx = await createTestApp();
  team = await dashboardTeam(ctx);
});
afterAll(() => ctx.close());

describe('the configuration of POST /workspaces/{workspaceId}/dashboards', () => {
  it('replaces a configuration naming an unknown or missing transformer by the default one (spec §5)', async () => {
    const [tab] = DEFAULT_CASE_DASHBOARD.tabs;
    const [first, ...rest] = tab!.widgets;
    const { transformer: _missing, ...withoutTransformer } = first!;
    for (const widget of [{ ...first!, transformer: 'sparkline' }, withoutTransformer]) {
      const config = { tabs: [{ ...tab!, widgets: [widget, ...rest] }] };
      const reply = await team.owner.call('POST', team.base, dashboardBody({ config: config as never }));
      expect(reply.statusCode, reply.body).toBe(201);
      const saved = dashboardSchema.parse(reply.json());
      expect(saved.config.tabs.map((saved) => saved.id)).toEqual(
        DEFAULT_CASE_DASHBOARD.tabs.filter((each) => each.id !== CASE_LIST_TAB_ID).map((each) => each.id),
      );
    }
  });

  it('refuses a widget or saved filter naming a field the workspace does not have', async () => {
    const [tab] = DEFAULT_CASE_DASHBOARD.tabs;
    const [widget] = tab?.widgets ?? [];
    if (!tab || !widget) throw new Error('no default widget');
    const shoeSize = { ...widget, query: { ...widget.query, groupBy: 'shoeSize' } };
    const reply = await team.owner.call(
      'POST',
      team.base,
      dashboardBody({ config: { tabs: [{ ...tab, widgets: [shoeSize] }] } }),
    );
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toBe(ANALYTICS_ERRORS.unknownField('shoeSize', 'CASE'));
    const filter = await team.owner.call(
      'POST',
      team.base,
      dashboardBody({ rawFilters: [{ id: 'extra.nothing', operator: 'eq', values: ['x'] }] }),
    );
    expect(filter.statusCode).toBe(400);
    expect(messageOf(filter)).toBe(SAVED_FILTER_MESSAGES.unknownField('extra.nothing'));
  });

  it('refuses a widget that lists cases instead of counting them: listed viewers need not be members', async () => {
    const tab = DEFAULT_CASE_DASHBOARD.tabs[0]!;
    const [widget] = tab.widgets;
    const listing = (query: object) =>
      dashboardBody({ config: { tabs: [{ ...tab, widgets: [{ ...widget!, query }] }] } });
    for (const query of [
      { fields: ['firstName', 'lastName'] },
      { addCount: true, fields: ['firstName'] },
      {},
    ]) {
      const reply = await team.owner.call('POST', team.base, listing(query));
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toContain(`widget ${widget!.id} lists cases`);
    }
    expect((await team.owner.call('POST', team.base, listing({ addCount: true }))).statusCode).toBe(201);
  });

  it('refuses a date window on a field the workspace does not have, or that is not a date', async () => {
    const tab = DEFAULT_CASE_DASHBOARD.tabs.find((one) =>
      one.widgets.some((widget) => widget.transformer === 'deathsByMonth'),
    );
    const widget = tab?.widgets.find((one) => one.transformer === 'deathsByMonth');
    if (!tab || !widget) throw new Error('no default deaths-by-month widget');
    const windowOn = (field: string) =>
      dashboardBody({
        config: { tabs: [{ ...tab, widgets: [{ ...widget, window: { field, years: 5 } }] }] },
      });
    const unknown = await team.owner.call('POST', team.base, windowOn('shoeSize'));
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe(ANALYTICS_ERRORS.unknownField('shoeSize', 'CASE'));
    expect((await team.owner.call('POST', team.base, windowOn('mannerOfDeath'))).statusCode).toBe(400);
    expect((await team.owner.call('POST', team.base, windowOn('deathDate'))).statusCode).toBe(201);
  });

  it('refuses a configuration nested thousands deep with 400, not a crash', async () => {
    const condition = '{"field":"mannerOfDeath","operator":"eq","values":["HOMICIDE"]}';
    const filter = '{"not":'.repeat(5000) + condition + '}'.repeat(5000);
    const widget = `{"id":"w","title":"w","transformer":"count","area":"CASE","width":3,"query":{"initialFilter":${filter}}}`;
    const body = `{"name":"n","description":"d","type":"LIVE","mode":"PUBLIC","config":{"tabs":[{"id":"t","title":"t","widgets":[${widget}]}]}}`;
    const reply = await ctx.app.inject({
      method: 'POST',
      url: team.base,
      headers: { ...team.owner.headers, 'content-type': 'application/json' },
      payload: body,
    });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toBe(ANALYTICS_ERRORS.nestedTooDeeply);
  });
});
