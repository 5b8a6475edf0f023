import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TRUST_CHECK_DELAY_MS } from '@hde/contracts';
import { FILE_UPDATE_EVENT, TRUST_EVENT, type FileImport } from '@hde/contracts/api';
import {
  FILE_IMPORT_STATUS_LABELS,
  FILE_UPLOADS_TEXT,
  SHELL_TEXT,
  SUCCESS_MESSAGES,
  TRUST_TEXT,
} from '@hde/contracts/text';
import { ActivityBanners } from '../../../app/shell/activity-banners';
import type { MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FileUploadsSection } from '../components/file-uploads-section';
import {
  WORKSPACE_ID,
  createStreamingMockApi,
  makeFileImport,
  makeTrustInfo,
  sseEvent,
} from '../file-uploads-test-fixtures';
import { useFileUploads } from './use-file-uploads';

const UPDATES = '/v2/app/file/updates';
const TRUST = '/v2/app/file/trust';

function Uploads() {
  return <FileUploadsSection uploads={useFileUploads(WORKSPACE_ID)} />;
}

function renderUploads(items: FileImport[], routes: MockRoutes = {}) {
  const mock = createStreamingMockApi({
    'GET /v2/app/file/list': { items, total: items.length },
    ...routes,
  });
  const rendered = renderWithProviders(
    <>
      <Uploads />
      <ActivityBanners />
    </>,
    { api: mock.api },
  );
  return { ...mock, ...rendered };
}

const rowOf = (fileName: string) => screen.getByText(fileName).closest('tr') as HTMLElement;
const statusOf = (fileName: string) => within(rowOf(fileName)).getAllByRole('cell')[3]?.textContent;
const banner = () => screen.queryByText(SHELL_TEXT.banners.importing);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('import progress and page trust', () => {
  it('streams the running imports of the page into the rows, with the banner and the success notice', async () => {
    const running = makeFileImport('r-1', { fileName: 'running.csv', status: 'RECEIVED', completedItems: 0 });
    const draft = makeFileImport('d-1', { fileName: 'draft.csv', status: 'DRAFT' });
    const { streams, queryClient } = renderUploads([
      running,
      draft,
      makeFileImport('d-2', { fileName: null, status: 'DRAFT' }),
      makeFileImport('f-1', { fileName: 'done.csv' }),
    ]);
    queryClient.setQueryData(['workspace-data', WORKSPACE_ID, 'counts'], { cases: 0 });

    await waitFor(() => expect(streams(UPDATES)).toHaveLength(1));
    const [first] = streams(UPDATES);
    expect(first?.request.body).toEqual({ ids: ['d-1', 'r-1'] });
    expect(first?.request.headers.get('Accept')).toBe('text/event-stream');
    expect(first?.request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(banner()).toBeTruthy();

    act(() => first?.send(sseEvent(FILE_UPDATE_EVENT, { ...running, completedItems: 6, erroredItems: 2 })));
    const progress = await within(rowOf('running.csv')).findByRole('progressbar', {
      name: FILE_UPLOADS_TEXT.importProgress('running.csv'),
    });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('80'));

    // The finished import leaves the set: the stream restarts for the rest and the old one is aborted.
    act(() =>
      first?.send(sseEvent(FILE_UPDATE_EVENT, { ...running, status: 'SUCCESS', completedItems: 10 })),
    );
    expect(await screen.findByText(SUCCESS_MESSAGES.dataImported)).toBeTruthy();
    expect(statusOf('running.csv')).toBe(FILE_IMPORT_STATUS_LABELS.SUCCESS);
    await waitFor(() => expect(streams(UPDATES)).toHaveLength(2));
    expect(first?.aborted()).toBe(true);
    expect(streams(UPDATES)[1]?.request.body).toEqual({ ids: ['d-1'] });
    expect(queryClient.getQueryState(['workspace-data', WORKSPACE_ID, 'counts'])?.isInvalidated).toBe(true);
    expect(banner()).toBeTruthy();

    act(() => streams(UPDATES)[1]?.send(sseEvent(FILE_UPDATE_EVENT, { ...draft, status: 'ERROR' })));
    await waitFor(() => expect(banner()).toBeNull());
    expect(statusOf('draft.csv')).toBe(FILE_IMPORT_STATUS_LABELS.ERROR);
    expect(screen.getAllByText(SUCCESS_MESSAGES.dataImported)).toHaveLength(1);
    expect(streams(UPDATES)).toHaveLength(2);
  });

  it('prepends an update of an import the page does not show yet', async () => {
    const { streams } = renderUploads([
      makeFileImport('r-1', { fileName: 'running.csv', status: 'RECEIVED' }),
    ]);
    await waitFor(() => expect(streams(UPDATES)).toHaveLength(1));
    act(() =>
      streams(UPDATES)[0]?.send(
        sseEvent(FILE_UPDATE_EVENT, makeFileImport('new', { fileName: 'new.csv', status: 'RECEIVED' })),
      ),
    );
    await screen.findByRole('cell', { name: 'new.csv' });
    expect(
      screen.getAllByRole('row').map((row) => within(row).queryAllByRole('cell')[0]?.textContent),
    ).toEqual([undefined, 'new.csv', 'running.csv']);
  });

  it('skips an unreadable chunk with a warning and ends the banner when the stream ends', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const running = makeFileImport('r-1', { fileName: 'running.csv', status: 'RECEIVED' });
    const { streams } = renderUploads([running]);
    await waitFor(() => expect(streams(UPDATES)).toHaveLength(1));
    const [stream] = streams(UPDATES);

    act(() => stream?.send(`event: ${FILE_UPDATE_EVENT}\ndata: {"id":\n\n`));
    act(() => stream?.send(sseEvent(FILE_UPDATE_EVENT, { ...running, completedItems: 7 })));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(rowOf('running.csv')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('90'),
    );
    act(() => stream?.close());
    await waitFor(() => expect(banner()).toBeNull());
    expect(streams(UPDATES)).toHaveLength(1);
  });

  it('checks the trust of finished files when they show, then 5 s after the stream ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = makeFileImport('r-1', { fileName: 'running.csv', status: 'RECEIVED' });
    const { streams } = renderUploads([makeFileImport('f-1', { fileName: 'done.csv' }), running]);

    await waitFor(() => expect(streams(TRUST)).toHaveLength(1));
    expect(streams(TRUST)[0]?.request.body).toEqual({ files: [{ id: 'f-1' }] });
    const doneBadge = within(rowOf('done.csv')).getByRole('button', { name: TRUST_TEXT.checking });
    expect(doneBadge).toBeTruthy();
    act(() => {
      streams(TRUST)[0]?.send(sseEvent(TRUST_EVENT, makeTrustInfo('f-1')));
      streams(TRUST)[0]?.close();
    });
    expect(await within(rowOf('done.csv')).findByRole('button', { name: TRUST_TEXT.verified })).toBeTruthy();
    expect(within(rowOf('running.csv')).queryByRole('button', { name: TRUST_TEXT.checking })).toBeNull();

    const [updates] = streams(UPDATES);
    act(() => updates?.send(sseEvent(FILE_UPDATE_EVENT, { ...running, status: 'SUCCESS' })));
    act(() => updates?.close());
    await within(rowOf('running.csv')).findByRole('button', { name: TRUST_TEXT.checking });

    await act(() => vi.advanceTimersByTimeAsync(TRUST_CHECK_DELAY_MS - 1000));
    expect(streams(TRUST)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(streams(TRUST)).toHaveLength(2));
    expect(streams(TRUST)[1]?.request.body).toEqual({ files: [{ id: 'f-1' }, { id: 'r-1' }] });

    act(() =>
      streams(TRUST)[1]?.send(sseEvent(TRUST_EVENT, makeTrustInfo('r-1', { verified: false, score: 0.33 }))),
    );
    expect(await within(rowOf('running.csv')).findByRole('button', { name: TRUST_TEXT.failed })).toBeTruthy();
    expect(within(rowOf('done.csv')).getByRole('button', { name: TRUST_TEXT.verified })).toBeTruthy();
  });
});
