import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileImport } from '@hde/contracts/api';
import {
  ERROR_MESSAGES,
  FILE_UPLOADS_TEXT,
  IMPORT_HOME_TEXT,
  IMPORT_WELCOME_TEXT,
  SUCCESS_MESSAGES,
  WORKSPACE_TAB_EMPTY_TEXT,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  WORKSPACE_ID,
  createStreamingMockApi,
  makeFileImport,
} from '../../file-uploads/file-uploads-test-fixtures';
import { ImportHome } from './import-home';

const wizard = vi.hoisted(() => ({ startedImport: null as FileImport | null }));

/** Stands in for the wizard: one button starts the import the test chose, another closes it. */
vi.mock('../../import-wizard', () => ({
  ImportWizardDialog: ({
    open,
    workspaceId,
    onClose,
    onImportStarted,
  }: {
    open: boolean;
    workspaceId: string;
    onClose(): void;
    onImportStarted(fileImport: FileImport): void;
  }) =>
    open ? (
      <div role="dialog" aria-label={`Wizard for ${workspaceId}`}>
        <button onClick={() => wizard.startedImport && onImportStarted(wizard.startedImport)}>
          Start import
        </button>
        <button onClick={onClose}>Close wizard</button>
      </div>
    ) : null,
}));

const { sandboxDialog } = IMPORT_WELCOME_TEXT;
const DATA_COUNTS = `GET /v2/app/workspace/${WORKSPACE_ID}/data-counts`;
const DUMMY_DATA = `POST /v2/app/workspace/${WORKSPACE_ID}/dummy-data`;
const EMPTY_WORKSPACE: MockRoutes = {
  [DATA_COUNTS]: { cases: 0, fileImports: 0 },
  'GET /v2/app/file/list': { items: [], total: 0 },
};

const TEMPLATE_ROUTES: MockRoutes = {
  'GET /v2/app/templates/Case': { sheet: 'case' },
  'GET /v2/app/templates/Diagnosis': { sheet: 'diagnosis' },
  'GET /v2/app/templates/Toxicology': { sheet: 'toxicology' },
};

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let saved: { download: string; href: string }[];

beforeEach(() => {
  saved = [];
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:template-${++next}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  vi.restoreAllMocks();
});

function renderImportHome(routes: MockRoutes = {}) {
  const mock = createStreamingMockApi({ ...EMPTY_WORKSPACE, ...TEMPLATE_ROUTES, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<ImportHome workspaceId={WORKSPACE_ID} />, { api: mock.api });
  return { ...mock, user };
}

const listCalls = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/v2/app/file/list')
    .map((call) => Object.fromEntries(call.query.entries()));
const templateCalls = (calls: MockRequest[]) => calls.filter((call) => call.path.includes('/templates/'));
const sandboxButton = () => screen.getByRole('button', { name: IMPORT_WELCOME_TEXT.sandbox });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: IMPORT_HOME_TEXT.templates.button }));
  return screen.findByRole('dialog', { name: IMPORT_HOME_TEXT.templatesDialog.title });
}

describe('ImportHome', () => {
  it('shows the title, the welcome card, the three tips, the template card and the file uploads', async () => {
    renderImportHome();
    expect(screen.getByRole('heading', { name: WORKSPACE_TAB_LABELS.import })).toBeTruthy();
    const welcome = screen.getByRole('region', { name: IMPORT_WELCOME_TEXT.title });
    expect(
      within(welcome)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([IMPORT_WELCOME_TEXT.wizard, IMPORT_WELCOME_TEXT.sandbox]);
    const tips = screen.getByRole('region', { name: IMPORT_HOME_TEXT.tipsTitle });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(3);
    for (const tip of IMPORT_HOME_TEXT.tips) expect(within(tips).getByText(tip.title)).toBeTruthy();
    expect(screen.getByRole('region', { name: IMPORT_HOME_TEXT.templates.title })).toBeTruthy();
    const uploads = screen.getByRole('region', { name: FILE_UPLOADS_TEXT.title });
    expect(await within(uploads).findByText(WORKSPACE_TAB_EMPTY_TEXT.import)).toBeTruthy();
  });

  it('keeps the sandbox unavailable while the data check runs and when the workspace holds data', async () => {
    renderImportHome({ [DATA_COUNTS]: { cases: 0, fileImports: 2 } });
    expect(sandboxButton()).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(sandboxButton().parentElement?.getAttribute('title')).toBe(
        IMPORT_WELCOME_TEXT.sandboxUnavailable,
      ),
    );
    expect(sandboxButton()).toHaveProperty('disabled', true);
  });

  it('creates the sandbox after the confirmation, reloads the first page of the list and tracks the import', async () => {
    const sandbox = makeFileImport('sandbox-1', { fileName: 'sandbox.json', status: 'RECEIVED' });
    let created = false;
    const { user, calls, streams } = renderImportHome({
      'GET /v2/app/file/list': ({ query }: MockRequest) =>
        created && query.get('skip') === '0'
          ? { items: [sandbox], total: 21 }
          : { items: [makeFileImport(`f-${query.get('skip')}`)], total: 20 },
      [DUMMY_DATA]: () => {
        created = true;
        return { fileImportId: 'sandbox-1' };
      },
    });
    await waitFor(() => expect(sandboxButton()).toHaveProperty('disabled', false));
    // Leave the first page and the default sort, so the reload has something to reset.
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await user.click(screen.getByRole('button', { name: FILE_UPLOADS_TEXT.columns.status }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));

    await user.click(sandboxButton());
    const dialog = await screen.findByRole('dialog', { name: sandboxDialog.title });
    expect(within(dialog).getByText(sandboxDialog.body)).toBeTruthy();
    expect(sandboxDialog.body).toContain('100 synthetic cases');
    await user.click(within(dialog).getByRole('button', { name: sandboxDialog.confirm }));

    expect(await screen.findByText('sandbox.json')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/v2/app/workspace/${WORKSPACE_ID}/dummy-data`,
    ]);
    expect(listCalls(calls).at(-1)).toEqual({
      workspaceId: WORKSPACE_ID,
      skip: '0',
      limit: '10',
      sort: 'lastUpdated',
      direction: 'desc',
    });
    await waitFor(() =>
      expect(streams('/v2/app/file/updates').at(-1)?.request.body).toEqual({ ids: ['sandbox-1'] }),
    );
  });

  it('says so when the sandbox cannot be created', async () => {
    const { user } = renderImportHome({ [DUMMY_DATA]: errorReply(409, 'The workspace already has data.') });
    await waitFor(() => expect(sandboxButton()).toHaveProperty('disabled', false));
    await user.click(sandboxButton());
    const dialog = await screen.findByRole('dialog', { name: sandboxDialog.title });
    await user.click(within(dialog).getByRole('button', { name: sandboxDialog.confirm }));
    expect(await screen.findByText(ERROR_MESSAGES.dummyData)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: sandboxDialog.title })).toBeNull());
  });

  it('does nothing when the sandbox confirmation is cancelled', async () => {
    const { user, calls } = renderImportHome();
    await waitFor(() => expect(sandboxButton()).toHaveProperty('disabled', false));
    await user.click(sandboxButton());
    const dialog = await screen.findByRole('dialog', { name: sandboxDialog.title });
    await user.click(within(dialog).getByRole('button', { name: sandboxDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('launches the wizard and follows the import it starts', async () => {
    wizard.startedImport = makeFileImport('w-1', { fileName: 'from-wizard.xlsx', status: 'RECEIVED' });
    const { user, streams } = renderImportHome();
    await screen.findByText(WORKSPACE_TAB_EMPTY_TEXT.import);

    await user.click(screen.getByRole('button', { name: IMPORT_WELCOME_TEXT.wizard }));
    const dialog = await screen.findByRole('dialog', { name: `Wizard for ${WORKSPACE_ID}` });
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));

    expect(await screen.findByText('from-wizard.xlsx')).toBeTruthy();
    await waitFor(() => expect(streams('/v2/app/file/updates')).toHaveLength(1));
    expect(streams('/v2/app/file/updates')[0]?.request.body).toEqual({ ids: ['w-1'] });
    await user.click(within(dialog).getByRole('button', { name: 'Close wizard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Download disabled until a template is ticked', async () => {
    const { user, calls } = renderImportHome();
    const dialog = await openDialog(user);
    const download = within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Case', 'Diagnosis', 'Toxicology']);
    expect(download).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    expect(download).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    expect(download).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(templateCalls(calls)).toHaveLength(0);
  });

  it('downloads each ticked template with the token, saves it under its file name and notifies once', async () => {
    const { user, calls } = renderImportHome();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Toxicology' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Case' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download }));

    expect(await screen.findByText(SUCCESS_MESSAGES.templateDownloaded)).toBeTruthy();
    expect(screen.getAllByText(SUCCESS_MESSAGES.templateDownloaded)).toHaveLength(1);
    expect(templateCalls(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v2/app/templates/Case',
      'GET /v2/app/templates/Toxicology',
    ]);
    for (const call of templateCalls(calls))
      expect(call.headers.get('Authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([
      { download: 'HDECaseTemplate.xlsx', href: 'blob:template-1' },
      { download: 'HDEToxicologyTemplate.xlsx', href: 'blob:template-2' },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:template-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:template-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the template error when a download fails and keeps the dialog open', async () => {
    const { user } = renderImportHome({ 'GET /v2/app/templates/Diagnosis': errorReply(500) });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download }));

    expect(await screen.findByText(ERROR_MESSAGES.template)).toBeTruthy();
    expect(screen.queryByText(SUCCESS_MESSAGES.templateDownloaded)).toBeNull();
    expect(saved).toEqual([]);
    expect(screen.getByRole('dialog', { name: IMPORT_HOME_TEXT.templatesDialog.title })).toBeTruthy();
  });
});
