import { describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_LIST_TAB_ID } from '@hde/contracts';
import { ANALYTICS_TEXT, CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import {
  ROUTES,
  dashboardReady,
  dialogsClosed,
  makeTemplate,
  renderAnalytics,
  totalCasesBodies,
} from '../analytics-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../case-detail/components/case-places-map', () => ({ CasePlacesMap: () => null }));
vi.mock('../../case-detail/components/bmi-view', () => ({ BmiView: () => null }));

const HOMICIDES = '["mannerOfDeath","in","HOMICIDE"]';
const withFilter = `?id=analytics&f=${encodeURIComponent(HOMICIDES)}`;
const HOMICIDE_WHERE = { field: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] };

/** The browser's Back button. */
function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

const address = () => new URLSearchParams(screen.getByRole('status', { name: 'location' }).textContent ?? '');
const chipCount = () =>
  screen.queryByRole('list', { name: ANALYTICS_TEXT.filters })
    ? within(screen.getByRole('list', { name: ANALYTICS_TEXT.filters })).getAllByRole('button').length
    : 0;
const searchField = () =>
  screen.getByRole('textbox', { name: ANALYTICS_TEXT.quickSearch }) as HTMLInputElement;
const selectedTab = () =>
  within(screen.getByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs })).getByRole('tab', {
    selected: true,
  }).textContent;

describe('the analytics view in the address', () => {
  it('opens a shared link on its tab, filters and quick search, leaving out a forged filter', async () => {
    const forged = encodeURIComponent('["mannerOfDeath","drop table",1]');
    const { calls } = renderAnalytics({ search: `${withFilter}&f=${forged}&f=%7B&tab=second&q=opioid` });
    await dashboardReady();
    expect(selectedTab()).toBe('Second');
    expect(chipCount()).toBe(1);
    expect(searchField().value).toBe('opioid');
    expect(totalCasesBodies(calls)).toHaveLength(1);
    expect(totalCasesBodies(calls)[0]).toMatchObject({ where: HOMICIDE_WHERE, text: 'opioid' });
  });

  it('writes the quick search once it runs, and Back restores the search before it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({ extra: <HistoryBack /> });
    await dashboardReady();

    await user.type(searchField(), 'heroin');
    expect(address().has('q')).toBe(false);
    await user.keyboard('{Enter}');
    expect(address().get('q')).toBe('heroin');
    await waitFor(() => expect(totalCasesBodies(calls).at(-1)?.text).toBe('heroin'));

    await user.type(searchField(), ' fentanyl{Enter}');
    expect(address().get('q')).toBe('heroin fentanyl');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(address().get('q')).toBe('heroin');
    expect(searchField().value).toBe('heroin');
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(address().has('q')).toBe(false);
    expect(searchField().value).toBe('');
    await waitFor(() => expect(totalCasesBodies(calls).at(-1)).not.toHaveProperty('text'));
  });

  it('restores a removed filter with Back, and keeps the filters across a change of tab', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({ search: withFilter, extra: <HistoryBack /> });
    await dashboardReady();

    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(address().get('tab')).toBe('second');
    expect(address().getAll('f')).toEqual([HOMICIDES]);
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(selectedTab()).toBe('First');

    await user.click(
      within(screen.getByRole('list', { name: ANALYTICS_TEXT.filters })).getByTestId('CancelIcon'),
    );
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.removeFilterTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await dialogsClosed();
    expect(address().has('f')).toBe(false);
    expect(chipCount()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(chipCount()).toBe(1);
    await waitFor(() => expect(totalCasesBodies(calls).at(-1)?.where).toEqual(HOMICIDE_WHERE));
  });

  it('writes an applied template to the address', async () => {
    const user = userEvent.setup();
    renderAnalytics({ routes: { [`GET ${ROUTES.templates}`]: { items: [makeTemplate('t-1')] } } });
    await dashboardReady();
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.savedTemplates }));
    const list = await screen.findByRole('list', { name: ANALYTICS_TEXT.filterTemplates });
    await user.click(within(list).getByRole('button', { name: /^Template t-1/ }));
    await waitFor(() => expect(address().getAll('f')).toEqual([HOMICIDES]));
  });

  it('keeps the filters in a case opened from them, for Back to Case List and for Back', async () => {
    const user = userEvent.setup();
    renderAnalytics({
      search: `${withFilter}&q=gunshot`,
      extra: <HistoryBack />,
      routes: {
        'GET /v2/app/case/ws-1/search': {
          items: [{ caseId: 'C-9', firstName: 'Ann', lastName: 'Lee', deathDate: null }],
        },
        'GET /v2/app/case/ws-1/C-9': errorReply(404, CASE_DETAIL_TEXT.notFound),
      },
    });
    await dashboardReady();
    await user.type(screen.getByRole('combobox', { name: CASE_DETAIL_TEXT.searchLabel }), 'lee');
    await user.click(await screen.findByRole('option', { name: 'C-9 — Lee, Ann' }, { timeout: 3000 }));
    expect(address().get('caseId')).toBe('C-9');
    expect(address().getAll('f')).toEqual([HOMICIDES]);

    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.backToCaseList }));
    expect(address().toString()).toBe(
      new URLSearchParams({ id: 'analytics', tab: CASE_LIST_TAB_ID, q: 'gunshot', f: HOMICIDES }).toString(),
    );
    await user.click(screen.getByRole('button', { name: 'history back' }));
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(address().has('caseId')).toBe(false);
    await dashboardReady();
    expect(chipCount()).toBe(1);
    expect(searchField().value).toBe('gunshot');
  });
});
