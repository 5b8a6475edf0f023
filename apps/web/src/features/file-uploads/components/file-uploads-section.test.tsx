import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_MESSAGES,
  FILE_IMPORT_STATUS_LABELS,
  FILE_STATUS_DIALOG_TEXT,
  FILE_UPLOADS_TEXT,
  IMPORT_ERRORS_TEXT,
  WORKSPACE_TAB_EMPTY_TEXT,
} from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useFileUploads } from '../api/use-file-uploads';
import {
  WORKSPACE_ID,
  createStreamingMockApi,
  makeFileImport,
  makeImportError,
} from '../file-uploads-test-fixtures';
import { formatImportDate } from '../format-import-date';
import { FileUploadsSection } from './file-uploads-section';

const F = FILE_STATUS_DIALOG_TEXT.fields;

function Uploads() {
  return <FileUploadsSection uploads={useFileUploads(WORKSPACE_ID)} />;
}

const listOf = <T,>(items: T[], total = items.length) => ({ items, total });

function renderUploads(routes: MockRoutes) {
  const mock = createStreamingMockApi(routes);
  const user = userEvent.setup();
  renderWithProviders(<Uploads />, { api: mock.api });
  return { ...mock, user };
}

const listCalls = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/v2/app/file/list')
    .map((call) => Object.fromEntries(call.query.entries()));

const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (fileName: string) => screen.getByText(fileName).closest('tr') as HTMLElement;

let saved: { download: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('FileUploadsSection', () => {
  it('asks for 10 rows, last updated first, and shows every column of a row', async () => {
    const finished = makeFileImport('f-1', { fileName: 'cases.csv', totalItems: 12, completedItems: 9 });
    const { calls } = renderUploads({ 'GET /v2/app/file/list': listOf([finished], 1) });

    expect(screen.getByRole('heading', { name: FILE_UPLOADS_TEXT.title })).toBeTruthy();
    expect(screen.getByText(FILE_UPLOADS_TEXT.hint)).toBeTruthy();
    await screen.findByText('cases.csv');
    const row = rowOf('cases.csv');
    expect(listCalls(calls)).toEqual([
      { workspaceId: WORKSPACE_ID, skip: '0', limit: '10', sort: 'lastUpdated', direction: 'desc' },
    ]);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.trim()).slice(0, 5)).toEqual([
      'cases.csv',
      formatImportDate(finished.added),
      formatImportDate(finished.lastUpdated),
      'Success',
      '12',
    ]);
    const details = cells[5] as HTMLElement;
    expect(details.textContent).toContain(`${FILE_UPLOADS_TEXT.counts.processed}9`);
    expect(details.textContent).toContain(`${FILE_UPLOADS_TEXT.counts.notProcessed}2`);
    expect(details.textContent).toContain(`${FILE_UPLOADS_TEXT.counts.warnings}1`);
    expect(within(details).getByRole('button', { name: FILE_UPLOADS_TEXT.viewErrors })).toBeTruthy();
    expect(within(row).getByRole('button', { name: FILE_UPLOADS_TEXT.download('cases.csv') })).toBeTruthy();
  });

  it('offers the download only for finished files with a stored file, and progress for running ones', async () => {
    renderUploads({
      'GET /v2/app/file/list': listOf([
        makeFileImport('done', { fileName: 'done.csv' }),
        makeFileImport('failed', { fileName: 'failed.csv', status: 'ERROR', size: null }),
        makeFileImport('running', {
          fileName: 'running.csv',
          status: 'RECEIVED',
          totalItems: 10,
          completedItems: 4,
          erroredItems: 1,
        }),
        makeFileImport('draft', {
          fileName: null,
          status: 'DRAFT',
          hasError: false,
          erroredItems: 0,
          warningItems: 0,
        }),
      ]),
    });
    await screen.findByRole('cell', { name: 'done.csv' });
    expect(
      screen.getAllByRole('button', { name: /^Download / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([FILE_UPLOADS_TEXT.download('done.csv')]);
    const progress = within(rowOf('running.csv')).getByRole('progressbar', {
      name: FILE_UPLOADS_TEXT.importProgress('running.csv'),
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(
      within(rowOf('failed.csv'))
        .getByText(FILE_IMPORT_STATUS_LABELS.ERROR)
        .closest('[title]')
        ?.getAttribute('title'),
    ).toBe(ERROR_MESSAGES.importFailedTooltip);
    expect(
      within(bodyRows()[3] as HTMLElement).queryByRole('button', { name: FILE_UPLOADS_TEXT.viewErrors }),
    ).toBeNull();
  });

  // One row per answer keeps the table small; the total says there are three pages of 10.
  const pagedRoutes: MockRoutes = {
    'GET /v2/app/file/list': ({ query }: MockRequest) => {
      const skip = Number(query.get('skip'));
      return listOf([makeFileImport(`f-${skip}`, { fileName: `file-${skip}.csv` })], 25);
    },
  };
  const requestsOf = (calls: MockRequest[]) =>
    listCalls(calls).map(({ skip, limit, sort, direction }) => [skip, limit, sort, direction]);

  it('pages on the server with 10, 20 or 50 rows', async () => {
    const { calls, user } = renderUploads(pagedRoutes);
    await screen.findByText('file-0.csv');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('file-10.csv')).toBeTruthy();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(requestsOf(calls)).toEqual([
      ['0', '10', 'lastUpdated', 'desc'],
      ['10', '10', 'lastUpdated', 'desc'],
      ['0', '50', 'lastUpdated', 'desc'],
    ]);
  });

  it('sorts on the server from the first page: a new column ascending, the same column flipped', async () => {
    const { calls, user } = renderUploads(pagedRoutes);
    await screen.findByText('file-0.csv');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('file-10.csv');
    await user.click(screen.getByRole('button', { name: FILE_UPLOADS_TEXT.columns.fileName }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: FILE_UPLOADS_TEXT.columns.fileName }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(4));
    expect(requestsOf(calls)).toEqual([
      ['0', '10', 'lastUpdated', 'desc'],
      ['10', '10', 'lastUpdated', 'desc'],
      ['0', '10', 'fileName', 'asc'],
      ['0', '10', 'fileName', 'desc'],
    ]);
    expect(screen.getByRole('columnheader', { name: /File Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('shows the empty state', async () => {
    renderUploads({ 'GET /v2/app/file/list': listOf([]) });
    expect(await screen.findByText(WORKSPACE_TAB_EMPTY_TEXT.import)).toBeTruthy();
  });

  it('says so when the list cannot be fetched', async () => {
    renderUploads({ 'GET /v2/app/file/list': errorReply(500) });
    expect(await screen.findByText(ERROR_MESSAGES.importList)).toBeTruthy();
  });

  it('opens the status report on row click with every field, and Pending without a transaction', async () => {
    const file = makeFileImport('f-1', {
      fileName: 'cases.csv',
      status: 'RECEIVED',
      transactionId: null,
      totalItems: 20,
      completedItems: 5,
      erroredItems: 1,
      warningItems: 3,
    });
    const { user } = renderUploads({
      'GET /v2/app/file/list': listOf([file]),
      'GET /v2/app/file/import/f-1': { ...file, completedItems: 6, updatedBy: 'Sam Lee' },
    });
    await user.click(await screen.findByRole('cell', { name: 'cases.csv' }));

    const dialog = await screen.findByRole('dialog', { name: FILE_STATUS_DIALOG_TEXT.title });
    await waitFor(() => expect(within(dialog).getByText('Sam Lee')).toBeTruthy());
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      [F.fileName]: 'cases.csv',
      [F.uploadType]: 'Case',
      [F.size]: '2.0 KB',
      [F.transactionId]: FILE_STATUS_DIALOG_TEXT.pending,
      [F.createdBy]: 'Jane Doe',
      [F.createdAt]: formatImportDate(file.createdAt),
      [F.lastUpdated]: formatImportDate(file.lastUpdated),
      [F.updatedBy]: 'Sam Lee',
      [F.status]: 'Importing',
      [F.totalItems]: '20',
      [F.completedItems]: '6',
      [F.erroredItems]: '1',
      [F.warningItems]: '3',
    });
    expect(within(dialog).getByText(FILE_STATUS_DIALOG_TEXT.inProgressBody)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: FILE_STATUS_DIALOG_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the report with Enter, shows why a file failed, and no progress panel once finished', async () => {
    const file = makeFileImport('f-1', {
      fileName: 'bad.xlsx',
      status: 'ERROR',
      message: 'The sheet is empty.',
    });
    const { user } = renderUploads({
      'GET /v2/app/file/list': listOf([file]),
      'GET /v2/app/file/import/f-1': file,
    });
    await screen.findByRole('cell', { name: 'bad.xlsx' });
    rowOf('bad.xlsx').focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: FILE_STATUS_DIALOG_TEXT.title });
    expect(within(dialog).getByText('The sheet is empty.')).toBeTruthy();
    expect(within(dialog).getByText(ERROR_MESSAGES.importFailedTooltip)).toBeTruthy();
    expect(within(dialog).getByText('tx-f-1')).toBeTruthy();
    expect(within(dialog).queryByText(FILE_STATUS_DIALOG_TEXT.inProgressBody)).toBeNull();
  });

  it('says so when the file details cannot be fetched', async () => {
    const { user } = renderUploads({
      'GET /v2/app/file/list': listOf([makeFileImport('f-1', { fileName: 'cases.csv' })]),
      'GET /v2/app/file/import/f-1': errorReply(500),
    });
    await user.click(await screen.findByRole('cell', { name: 'cases.csv' }));
    const dialog = await screen.findByRole('dialog', { name: FILE_STATUS_DIALOG_TEXT.title });
    expect(await within(dialog).findByText(ERROR_MESSAGES.fileDetails)).toBeTruthy();
  });

  it('downloads a file under its own name without opening the report', async () => {
    const { user, calls } = renderUploads({
      'GET /v2/app/file/list': listOf([makeFileImport('f-1', { fileName: 'cases.csv' })]),
      'GET /v2/app/file/f-1': { bytes: 'x' },
    });
    await user.click(await screen.findByRole('button', { name: FILE_UPLOADS_TEXT.download('cases.csv') }));
    await waitFor(() => expect(saved).toEqual([{ download: 'cases.csv' }]));
    expect(calls.some((call) => call.path === '/v2/app/file/f-1')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message, or the download error, when a download fails', async () => {
    const { user } = renderUploads({
      'GET /v2/app/file/list': listOf([
        makeFileImport('f-1', { fileName: 'gone.csv' }),
        makeFileImport('f-2', { fileName: 'unreachable.csv' }),
      ]),
      'GET /v2/app/file/f-1': errorReply(404, 'The file is no longer stored.'),
      'GET /v2/app/file/f-2': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: FILE_UPLOADS_TEXT.download('gone.csv') }));
    expect(await screen.findByText('The file is no longer stored.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: FILE_UPLOADS_TEXT.download('unreachable.csv') }));
    expect(await screen.findByText(ERROR_MESSAGES.fileDownload)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('opens the errors of a file from its details link', async () => {
    const { user } = renderUploads({
      'GET /v2/app/file/list': listOf([makeFileImport('f-1', { fileName: 'cases.csv' })]),
      'GET /v2/app/file/import/errors/f-1': listOf([makeImportError('e-1', { caseId: null })]),
    });
    await user.click(await screen.findByRole('button', { name: FILE_UPLOADS_TEXT.viewErrors }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(IMPORT_ERRORS_TEXT.title) });
    expect(await within(dialog).findByText(IMPORT_ERRORS_TEXT.noCaseId)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: FILE_STATUS_DIALOG_TEXT.title })).toBeNull();
  });
});
