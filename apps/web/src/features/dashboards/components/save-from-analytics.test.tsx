import { beforeEach, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardCreate } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { reply } from '../../../test/mock-api';
import { dashboardReady, renderAnalytics } from '../../analytics/analytics-test-fixtures';
import { DASHBOARDS_PATH, featureFlags, forgetCachedFlags, makeDashboard } from '../dashboards-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

beforeEach(forgetCachedFlags);

it('saves the analytics tabs with the filters and quick search in force', async () => {
  const user = userEvent.setup();
  const filter = encodeURIComponent(JSON.stringify(['mannerOfDeath', 'in', 'HOMICIDE']));
  const { calls } = renderAnalytics({
    search: `?id=analytics&q=heroin&f=${filter}`,
    routes: {
      'GET /v2/features': featureFlags(true),
      [`POST ${DASHBOARDS_PATH}`]: reply(201, makeDashboard('d1')),
    },
  });
  await dashboardReady();
  await user.click(await screen.findByRole('button', { name: DASHBOARD_TEXT.saveAsDashboard }));
  const dialog = screen.getByRole('dialog', { name: DASHBOARD_TEXT.saveAsDashboard });
  await user.click(within(dialog).getByRole('textbox', { name: DASHBOARD_TEXT.fields.name }));
  await user.paste('Weekly');
  await user.click(within(dialog).getByRole('textbox', { name: DASHBOARD_TEXT.fields.description }));
  await user.paste('Board');
  await user.click(within(dialog).getByRole('radio', { name: DASHBOARD_TEXT.typeLabels.LIVE }));
  await user.click(within(dialog).getByRole('radio', { name: DASHBOARD_TEXT.modeLabels.PUBLIC }));
  await user.click(within(dialog).getByRole('button', { name: DASHBOARD_TEXT.save }));
  expect(await screen.findByText(DASHBOARD_TEXT.success.created)).toBeTruthy();
  const body = calls.find((call) => call.path === DASHBOARDS_PATH)?.body as DashboardCreate;
  expect(body.rawFilters).toEqual([{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }]);
  expect(body.text).toBe('heroin');
  expect(body.config.tabs.map((tab) => tab.id)).toEqual(['first', 'second']);
  // The whole analytics page renders first, which is slow on a cold run.
}, 40_000);
