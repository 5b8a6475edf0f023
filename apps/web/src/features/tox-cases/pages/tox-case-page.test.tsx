import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { TOX_CASE_REFETCH_MS } from '@hde/contracts';
import { TOX_TEXT, TRUST_TEXT } from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  CASE_ID,
  createToxApi,
  makeToxCase,
  makeToxTrust,
  PENDING,
  READY,
  ROUTES,
  WS,
} from '../tox-cases-test-fixtures';
import { ToxCasePage } from './tox-case-page';

const P = TOX_TEXT.page;
const F = TOX_TEXT.form.fields;

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderPage(routes: MockRoutes, search = '') {
  const { api, calls } = createToxApi(
    { [`GET /v2/tox/workspace/${WS}`]: makeWorkspace(WS, { moduleId: 'tox' }), ...routes },
    [makeToxTrust(0), makeToxTrust(1), makeToxTrust(2)],
  );
  renderWithProviders(null, {
    api,
    path: `/tox/workspace/${WS}/tox-case-details/${CASE_ID}${search}`,
    routes: [
      {
        path: '/:moduleId/workspace/:workspaceId/tox-case-details/:caseId',
        element: (
          <>
            <ToxCasePage />
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
  });
  const caseCalls = () => calls.filter((call: MockRequest) => call.path.startsWith('/v2/tox/case/'));
  return { caseCalls };
}

const panel = (name: string) => screen.getByRole('region', { name });
const fieldsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('ToxCasePage', () => {
  it('shows the case id, the trusted badge, the panels and the insights with their findings', async () => {
    const user = userEvent.setup();
    renderPage({ [ROUTES.latest()]: makeToxCase() });
    expect(await screen.findByRole('heading', { level: 1, name: P.caseId(CASE_ID) })).toBeTruthy();
    expect(await screen.findByText(TRUST_TEXT.verified, {}, { timeout: 5000 })).toBeTruthy();
    expect(fieldsOf(panel(P.general))).toEqual([
      [F.age, '42'],
      [F.sex, 'Female'],
      [F.race, 'White'],
      [F.location, 'Birmingham'],
    ]);
    expect(fieldsOf(panel(P.context))).toEqual([
      [F.autopsy, 'Yes - Full Autopsy'],
      [F.scene, 'Residence'],
      [F.notes, 'Found at home.'],
    ]);
    expect(fieldsOf(panel(P.toxicology))).toEqual([
      [F.analysis, 'Fentanyl'],
      [F.results, '12 ng/mL'],
      [F.method, 'LC-MS/MS'],
      [F.specimen, 'Blood Peripheral'],
    ]);

    const insights = panel(P.insights);
    expect(within(insights).getByText(P.aiPowered)).toBeTruthy();
    expect(within(insights).getByText(READY.summary!)).toBeTruthy();
    expect(within(insights).getByText(READY.causeOfDeath!)).toBeTruthy();
    expect(within(insights).getByText(READY.mannerOfDeath!)).toBeTruthy();
    expect(within(insights).getByText(P.writtenBy.rules('2026.1'))).toBeTruthy();
    const finding = READY.findings[0]!;
    expect(within(insights).queryByText(finding.source)).toBeNull();
    await user.click(within(insights).getByRole('button', { name: `${P.findings} (1)` }));
    expect(within(insights).getByText(finding.statement)).toBeTruthy();
    expect(within(insights).getByText(finding.rule)).toBeTruthy();
    expect(within(insights).getByText(finding.inputs[0]!)).toBeTruthy();
    expect(within(insights).getByText(finding.source)).toBeTruthy();
    expect(within(insights).getByText(finding.caveat)).toBeTruthy();

    await user.click(screen.getByRole('link', { name: P.back }));
    expect(location()).toBe(`/tox/workspace/${WS}?id=case-analytics`);
  });

  it('shows N/A, no entries and Unknown for an empty case, and which model wrote the insights', async () => {
    renderPage({
      [ROUTES.latest()]: makeToxCase({
        age: null,
        sex: null,
        race: null,
        location: null,
        scene: null,
        autopsy: '',
        notes: null,
        toxicology: [],
        summary: {
          ...READY,
          summary: null,
          causeOfDeath: '',
          mannerOfDeath: null,
          provider: 'model',
          model: 'llama3',
          findings: [],
        },
      }),
    });
    await screen.findByRole('region', { name: P.context });
    expect(fieldsOf(panel(P.context)).map(([, value]) => value)).toEqual([
      P.notAvailable,
      P.notAvailable,
      P.notAvailable,
    ]);
    expect(fieldsOf(panel(P.general)).map(([, value]) => value)).toEqual(Array(4).fill(P.notAvailable));
    expect(within(panel(P.toxicology)).getByText(P.noEntries)).toBeTruthy();
    const insights = panel(P.insights);
    expect(within(insights).getAllByText(P.unknown)).toHaveLength(3);
    expect(within(insights).getByText(P.writtenBy.model('llama3', '2026.1'))).toBeTruthy();
    expect(within(insights).queryByRole('button', { name: /findings/i })).toBeNull();
  });

  it('offers versions 0 to the current one, the highest Most Recent, and shows the chosen one', async () => {
    const user = userEvent.setup();
    const { caseCalls } = renderPage({
      [ROUTES.latest()]: makeToxCase({ version: 2, currentVersion: 2, location: 'Latest place' }),
      [ROUTES.version(0)]: makeToxCase({
        version: 0,
        currentVersion: 2,
        latest: false,
        location: 'First place',
      }),
    });
    await screen.findByText('Latest place');
    await user.click(screen.getByRole('combobox', { name: P.version }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      P.mostRecent,
      P.versionOption(1),
      P.versionOption(0),
    ]);
    await user.click(screen.getByRole('option', { name: P.versionOption(0) }));
    expect(await screen.findByText('First place')).toBeTruthy();
    expect(location()).toBe(`/tox/workspace/${WS}/tox-case-details/${CASE_ID}?version=0`);
    expect(caseCalls().map((call) => call.path)).toContain(`/v2/tox/case/${WS}/${CASE_ID}/0`);
    expect(screen.getByRole('combobox', { name: P.version }).textContent).toBe(P.versionOption(0));

    await user.click(screen.getByRole('combobox', { name: P.version }));
    await user.click(screen.getByRole('option', { name: P.mostRecent }));
    expect(await screen.findByText('Latest place')).toBeTruthy();
    expect(location()).toBe(`/tox/workspace/${WS}/tox-case-details/${CASE_ID}`);
  });

  it('gathers insights while PENDING, asking again every 3 seconds until READY', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const { caseCalls } = renderPage({
      [ROUTES.latest()]: () => makeToxCase({ summary: ++answers < 2 ? PENDING : READY }),
    });
    const insights = await screen.findByRole('region', { name: P.insights });
    expect(await within(insights).findByText(P.gathering)).toBeTruthy();
    const asked = () => caseCalls().filter((call) => call.method === 'GET').length;
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(TOX_CASE_REFETCH_MS - 100));
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await within(insights).findByText(READY.summary!)).toBeTruthy();
    expect(within(insights).queryByText(P.gathering)).toBeNull();
    expect(within(insights).getByRole('button', { name: `${P.findings} (1)` })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TOX_CASE_REFETCH_MS * 2));
    expect(asked()).toBe(2);
  });

  it('says the case does not exist on 404', async () => {
    renderPage({ [ROUTES.latest()]: errorReply(404, 'Not found') });
    expect(await screen.findByText(TOX_TEXT.errors.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: P.back })).toBeTruthy();
  });

  it('says the version does not exist on 404 for a version', async () => {
    renderPage({ [ROUTES.version(7)]: errorReply(404, 'Not found') }, '?version=7');
    expect(await screen.findByText(TOX_TEXT.errors.versionNotFound)).toBeTruthy();
  });

  it("gives notice of the server's message, or the fallback, when the case cannot be loaded", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({ [ROUTES.latest()]: errorReply(500, 'Database unavailable') });
    expect(await screen.findAllByText('Database unavailable')).not.toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(TOX_TEXT.errors.fetchRecorded, expect.anything());
    logged.mockRestore();
  });

  it('shows the fallback when no reply came', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({
      [ROUTES.latest()]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findAllByText(TOX_TEXT.errors.fetchFallback)).not.toHaveLength(0);
    logged.mockRestore();
  });

  it('updates from the version shown, then shows the new latest version', async () => {
    const user = userEvent.setup({ delay: null });
    let current = makeToxCase({ version: 0, currentVersion: 0, notes: 'First notes' });
    const { caseCalls } = renderPage({
      [ROUTES.latest()]: () => current,
      [ROUTES.update()]: () => {
        current = makeToxCase({ version: 1, currentVersion: 1, notes: 'Second notes', summary: PENDING });
        return { caseId: CASE_ID };
      },
    });
    await screen.findByText('First notes');
    await user.click(screen.getByRole('button', { name: P.update }));
    const dialog = screen.getByRole('dialog', { name: TOX_TEXT.form.heading });
    const notes = within(dialog).getByRole('textbox', { name: F.notes });
    expect(notes).toHaveProperty('value', 'First notes');
    await user.clear(notes);
    await user.click(notes);
    await user.paste('Second notes');
    await user.click(within(dialog).getByRole('button', { name: TOX_TEXT.form.update }));
    expect(await screen.findByText(TOX_TEXT.success.updated)).toBeTruthy();
    expect(await screen.findByText('Second notes')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel(P.insights)).getByText(P.gathering)).toBeTruthy();
    expect(caseCalls().find((call) => call.method === 'PUT')?.body).toMatchObject({ notes: 'Second notes' });
  });
});
