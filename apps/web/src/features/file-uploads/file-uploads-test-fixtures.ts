import { vi } from 'vitest';
import type { FileImport, ImportError } from '@hde/contracts/api';
import { createApiClient } from '../../lib/api/api-client';
import { createMockApi, type MockRequest, type MockRoutes } from '../../test/mock-api';

export const WORKSPACE_ID = 'ws-1';

export function makeFileImport(id: string, overrides: Partial<FileImport> = {}): FileImport {
  return {
    id,
    workspaceId: WORKSPACE_ID,
    fileName: `${id}.csv`,
    uploadType: 'CASE',
    fileType: 'CSV',
    size: 2048,
    status: 'SUCCESS',
    totalItems: 10,
    completedItems: 8,
    erroredItems: 2,
    warningItems: 1,
    hasError: true,
    message: null,
    transactionId: `tx-${id}`,
    createdBy: 'Jane Doe',
    updatedBy: 'Jane Doe',
    createdAt: '2026-03-02T14:05:09.000Z',
    added: '2026-03-02T14:05:09.000Z',
    lastUpdated: '2026-03-02T14:07:30.000Z',
    ...overrides,
  };
}

export function makeImportError(id: string, overrides: Partial<ImportError> = {}): ImportError {
  return {
    id,
    type: 'ERROR',
    rowNumber: 4,
    caseId: 'C-100',
    fieldName: 'date_of_death',
    errorMessage: 'Not a date',
    lastUpdated: '2026-03-02T14:07:30.000Z',
    ...overrides,
  };
}

export { makeTrustInfo, sseEvent } from '../../test/trust-events';

/** A streamed reply body the test writes to and closes; aborting the request errors it like fetch does. */
interface TestStream {
  request: MockRequest;
  /** Whether the client aborted the request. */
  aborted(): boolean;
  send(text: string): void;
  close(): void;
}

/**
 * createMockApi plus `postStream` replies the test drives: each streamed request opens a TestStream,
 * found with `streams(path)` in the order they were opened.
 */
export function createStreamingMockApi(routes: MockRoutes) {
  const mock = createMockApi(routes);
  const opened: TestStream[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    let open = true;
    init?.signal?.addEventListener('abort', () => {
      if (open) controller.error(new DOMException('The request was aborted', 'AbortError'));
      open = false;
    });
    opened.push({
      request: {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
        headers: new Headers(init?.headers),
      },
      aborted: () => init?.signal?.aborted ?? false,
      send: (text) => open && controller.enqueue(encoder.encode(text)),
      close: () => {
        if (open) controller.close();
        open = false;
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  const streaming = createApiClient({ fetchImpl, getAccessToken: async () => 'test-token' });
  return {
    api: { ...mock.api, postStream: streaming.postStream },
    calls: mock.calls,
    streams: (path: string) => opened.filter((stream) => stream.request.path === path),
  };
}
