import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MISSING_VALUE, TOX_CASE_LOOKUP_DEBOUNCE_MS } from '@hde/contracts';
import { TOX_TEXT } from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  CASE_ID,
  createToxApi,
  makeListItem,
  NO_OVERVIEW,
  ROUTES,
  STATS,
  WS,
} from '../tox-cases-test-fixtures';
import { ToxCaseAnalytics } from './tox-case-analytics';

const C = TOX_TEXT.list.columns;

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderTab(routes: MockRoutes) {
  const { api, calls } = createToxApi({
    [ROUTES.stats]: STATS,
    [ROUTES.overview]: NO_OVERVIEW,
    [ROUTES.substances]: { items: [] },
    ...routes,
  });
  renderWithProviders(null, {
    api,
    path: `/tox/workspace/${WS}?id=case-analytics`,
    routes: [
      {
        path: '*',
        element: (
          <>
            <ToxCaseAnalytics workspace={makeWorkspace(WS, { moduleId: 'tox' })} />
            <Location />
          </>
        ),
      },
    ],
  });
  const lists = () => calls.filter((call: MockRequest) => call.path.endsWith('/list'));
  return { calls, lists };
}

const table = () => screen.getByRole('table', { name: TOX_TEXT.list.title });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

afterEach(() => {
  vi.useRealTimers();
});

describe('ToxCaseAnalytics', () => {
  it('shows the three stat cards, the average with 2 decimals', async () => {
    renderTab({ [ROUTES.list]: { items: [], total: 0 } });
    const card = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(within(card(TOX_TEXT.stats.totalCases)).getByText('1,234')).toBeTruthy());
    expect(within(card(TOX_TEXT.stats.casesWithToxicology)).getByText('1,000')).toBeTruthy();
    expect(within(card(TOX_TEXT.stats.averageAnalyses)).getByText('2.35')).toBeTruthy();
  });

  it('shows --- on the cards when the stats fail', async () => {
    renderTab({ [ROUTES.stats]: errorReply(500), [ROUTES.list]: { items: [], total: 0 } });
    const card = screen.getByRole('region', { name: TOX_TEXT.stats.totalCases });
    expect(await within(card).findByText(MISSING_VALUE)).toBeTruthy();
  });

  it('lists the cases with the case id first, the sample chip and missing values as ---', async () => {
    renderTab({
      [ROUTES.list]: {
        items: [
          makeListItem(),
          makeListItem({
            caseId: 'TOX-2',
            age: null,
            sex: null,
            race: null,
            location: null,
            analyses: [],
            status: 'PENDING',
            sample: true,
          }),
        ],
        total: 2,
      },
    });
    await screen.findByText('TOX-2');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      C.caseId,
      C.age,
      C.sex,
      C.race,
      C.location,
      C.analyses,
      C.insights,
      C.lastUpdated,
    ]);
    const [first, second] = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(first).toEqual([
      CASE_ID,
      '42',
      'Female',
      'White',
      'Birmingham',
      'Fentanyl, Ethanol',
      TOX_TEXT.page.insights,
      expect.stringMatching(/^03\/0[12]\/2026 \d\d:\d\d$/),
    ]);
    expect(second?.slice(0, 7)).toEqual([
      `TOX-2${TOX_TEXT.list.sample}`,
      MISSING_VALUE,
      MISSING_VALUE,
      MISSING_VALUE,
      MISSING_VALUE,
      MISSING_VALUE,
      TOX_TEXT.page.gathering,
    ]);
  });

  it('opens a case on a row click', async () => {
    const user = userEvent.setup();
    renderTab({ [ROUTES.list]: { items: [makeListItem()], total: 1 } });
    await screen.findByText(CASE_ID);
    await user.click(bodyRows()[0]!);
    const location = screen.getByRole('status', { name: 'location' });
    expect(location.textContent).toBe(`/tox/workspace/${WS}/tox-case-details/${CASE_ID}`);
  });

  it('opens a case with Enter on a focused row', async () => {
    const user = userEvent.setup();
    renderTab({ [ROUTES.list]: { items: [makeListItem({ caseId: 'TOX 9/a' })], total: 1 } });
    await screen.findByText('TOX 9/a');
    bodyRows()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/tox/workspace/${WS}/tox-case-details/TOX%209%2Fa`,
    );
  });

  it('says there are no cases yet, or that none match the filters', async () => {
    const user = userEvent.setup();
    renderTab({ [ROUTES.list]: { items: [], total: 0 } });
    expect(await screen.findByText(TOX_TEXT.list.empty)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: TOX_TEXT.list.race }));
    await user.click(screen.getByRole('option', { name: 'Asian' }));
    expect(await screen.findByText(TOX_TEXT.list.noMatch)).toBeTruthy();
  });

  it('shows the tox data error when the list fails', async () => {
    renderTab({ [ROUTES.list]: errorReply(500) });
    expect(await screen.findByText(TOX_TEXT.errors.data)).toBeTruthy();
  });

  it('pages with 10, 25 or 100 rows, back to the first page on a new size', async () => {
    const user = userEvent.setup();
    const { lists } = renderTab({
      [ROUTES.list]: (request: MockRequest) => {
        const { skip, limit } = request.body as { skip: number; limit: number };
        const items = Array.from({ length: Math.min(limit, 120 - skip) }, (_, index) =>
          makeListItem({ caseId: `TOX-${skip + index + 1}` }),
        );
        return { items, total: 120 };
      },
    });
    await screen.findByText('TOX-1');
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('TOX-11');
    expect(lists().at(-1)?.body).toEqual({ skip: 10, limit: 10 });

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '100']);
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(lists().at(-1)?.body).toEqual({ skip: 0, limit: 100 });
  });

  it('filters by sex and race at once, and by lookup and substance once the typing settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { lists } = renderTab({ [ROUTES.list]: { items: [makeListItem()], total: 1 } });
    await screen.findByText(CASE_ID);
    expect(lists()[0]?.body).toEqual({ skip: 0, limit: 10 });

    await user.click(screen.getByRole('combobox', { name: TOX_TEXT.list.sex }));
    const sexOptions = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sexOptions).toEqual(['Female', 'Male', 'Unknown']);
    await user.click(screen.getByRole('option', { name: 'Male' }));
    await user.click(screen.getByRole('option', { name: 'Unknown' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lists().at(-1)?.body).toEqual({ sex: ['M', 'U'], skip: 0, limit: 10 }));

    await user.click(screen.getByRole('combobox', { name: TOX_TEXT.list.race }));
    const races = screen.getAllByRole('option').map((option) => option.textContent);
    expect(races).toEqual([...races].sort((a, b) => a!.localeCompare(b!)));
    await user.click(screen.getByRole('option', { name: 'Hispanic' }));
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ race: ['Hispanic'] }));

    const before = lists().length;
    await user.type(screen.getByRole('textbox', { name: TOX_TEXT.list.lookup }), 'TOX');
    await user.type(screen.getByRole('textbox', { name: TOX_TEXT.list.substance }), 'fent');
    await act(() => vi.advanceTimersByTimeAsync(TOX_CASE_LOOKUP_DEBOUNCE_MS - 200));
    expect(lists()).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(lists().at(-1)?.body).toEqual({
        text: 'TOX',
        substance: 'fent',
        sex: ['M', 'U'],
        race: ['Hispanic'],
        skip: 0,
        limit: 10,
      }),
    );
    expect(lists()).toHaveLength(before + 1);

    const clear = screen.getByRole('button', { name: TOX_TEXT.list.clearFilters });
    await user.click(clear);
    expect((screen.getByRole('textbox', { name: TOX_TEXT.list.lookup }) as HTMLInputElement).value).toBe('');
    expect(clear.hasAttribute('disabled')).toBe(true);
    // The unfiltered first page is already cached: no debounce wait, no new call.
    await act(() => vi.advanceTimersByTimeAsync(TOX_CASE_LOOKUP_DEBOUNCE_MS));
    expect(lists()).toHaveLength(before + 1);
  });
});
