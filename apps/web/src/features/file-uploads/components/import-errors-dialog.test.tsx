import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, IMPORT_ERRORS_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WORKSPACE_ID, makeFileImport, makeImportError } from '../file-uploads-test-fixtures';
import { ImportErrorsDialog } from './import-errors-dialog';

const ERRORS_PATH = '/v2/app/file/import/errors/f-1';
const file = makeFileImport('f-1', { fileName: 'cases.csv' });

function renderDialog(routes: MockRoutes) {
  const mock = createMockApi(routes);
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<ImportErrorsDialog workspaceId={WORKSPACE_ID} fileImport={file} onClose={onClose} />, {
    api: mock.api,
  });
  return { ...mock, user, onClose, dialog: screen.getByRole('dialog', { name: /Import Errors/ }) };
}

const errorCalls = (calls: MockRequest[]) =>
  calls.filter((call) => call.path === ERRORS_PATH).map((call) => Object.fromEntries(call.query.entries()));

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:errors');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('ImportErrorsDialog', () => {
  it('lists row, type, case id (or that there is none), field and message, 10 last updated first', async () => {
    const { dialog, calls } = renderDialog({
      [`GET ${ERRORS_PATH}`]: {
        items: [
          makeImportError('e-1', {
            rowNumber: 3,
            caseId: null,
            type: 'WARNING',
            errorMessage: 'Age looks wrong',
          }),
          makeImportError('e-2', {
            rowNumber: 9,
            caseId: 'C-9',
            fieldName: 'sex',
            errorMessage: 'Unknown sex',
          }),
        ],
        total: 2,
      },
    });
    expect(within(dialog).getByText('cases.csv')).toBeTruthy();
    await within(dialog).findByText('Unknown sex');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['3', 'Warning', IMPORT_ERRORS_TEXT.noCaseId, 'date_of_death', 'Age looks wrong'],
      ['9', 'Error', 'C-9', 'sex', 'Unknown sex'],
    ]);
    expect(errorCalls(calls)).toEqual([{ skip: '0', limit: '10', sort: 'lastUpdated', direction: 'desc' }]);
  });

  it('pages with 10, 25 or 50 entries and sorts on the server', async () => {
    const { dialog, calls, user } = renderDialog({
      [`GET ${ERRORS_PATH}`]: { items: [makeImportError('e-1')], total: 120 },
    });
    await within(dialog).findByText('C-100');
    await user.click(within(dialog).getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await user.click(within(dialog).getByRole('button', { name: /next page/i }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_ERRORS_TEXT.columns.caseId }));
    await waitFor(() => expect(errorCalls(calls)).toHaveLength(4));
    expect(
      errorCalls(calls).map(({ skip, limit, sort, direction }) => [skip, limit, sort, direction]),
    ).toEqual([
      ['0', '10', 'lastUpdated', 'desc'],
      ['0', '25', 'lastUpdated', 'desc'],
      ['25', '25', 'lastUpdated', 'desc'],
      ['0', '25', 'caseId', 'asc'],
    ]);
  });

  it('says so when there are none', async () => {
    renderDialog({ [`GET ${ERRORS_PATH}`]: { items: [], total: 0 } });
    expect(await screen.findByText(IMPORT_ERRORS_TEXT.empty)).toBeTruthy();
  });

  it('shows the failure message when the errors cannot be fetched', async () => {
    renderDialog({ [`GET ${ERRORS_PATH}`]: errorReply(500) });
    expect(await screen.findByText(IMPORT_ERRORS_TEXT.loadFailed)).toBeTruthy();
  });

  it('downloads the errors as errors_{fileName}.csv', async () => {
    const { dialog, user, calls } = renderDialog({
      [`GET ${ERRORS_PATH}`]: { items: [], total: 0 },
      'GET /v2/app/file/download/errors/f-1': { csv: true },
    });
    await user.click(within(dialog).getByRole('button', { name: IMPORT_ERRORS_TEXT.downloadCsv }));
    await waitFor(() => expect(saved).toEqual(['errors_cases.csv']));
    const download = calls.find((call) => call.path === '/v2/app/file/download/errors/f-1');
    expect(download?.headers.get('Accept')).toBe('text/csv');
  });

  it('shows the server message when the CSV download fails', async () => {
    const { dialog, user } = renderDialog({
      [`GET ${ERRORS_PATH}`]: { items: [], total: 0 },
      'GET /v2/app/file/download/errors/f-1': errorReply(404, 'No errors file for this import.'),
    });
    await user.click(within(dialog).getByRole('button', { name: IMPORT_ERRORS_TEXT.downloadCsv }));
    expect(await screen.findByText('No errors file for this import.')).toBeTruthy();
    expect(screen.queryByText(ERROR_MESSAGES.fileDownload)).toBeNull();
    expect(saved).toEqual([]);
  });

  it('closes with Close', async () => {
    const { dialog, user, onClose } = renderDialog({ [`GET ${ERRORS_PATH}`]: { items: [], total: 0 } });
    await user.click(within(dialog).getByRole('button', { name: IMPORT_ERRORS_TEXT.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
