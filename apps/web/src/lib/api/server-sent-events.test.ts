import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUST_EVENT, trustInfoSchema } from '@hde/contracts/api';
import { makeTrustInfo, sseEvent } from '../../test/trust-events';
import { createServerSentEventDecoder, readEventData, readServerSentEvents } from './server-sent-events';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const values: T[] = [];
  for await (const value of iterable) values.push(value);
  return values;
}

afterEach(() => vi.restoreAllMocks());

describe('createServerSentEventDecoder', () => {
  it('keeps an event split mid-line until its blank line arrives', () => {
    const decoder = createServerSentEventDecoder();
    expect(decoder.push('event: file-up')).toEqual([]);
    expect(decoder.push('date\ndata: {"a"')).toEqual([]);
    expect(decoder.push(':1}\n')).toEqual([]);
    expect(decoder.push('\nevent: trust\ndata: 2\n\n')).toEqual([
      { event: 'file-update', data: '{"a":1}' },
      { event: 'trust', data: '2' },
    ]);
  });

  it('reads CRLF line ends, even with the CR and the LF in different chunks', () => {
    const decoder = createServerSentEventDecoder();
    expect(decoder.push('event: a\r\ndata: 1\r')).toEqual([]);
    expect(decoder.push('\n\r\nevent: b\rdata: 2\r\r')).toEqual([{ event: 'a', data: '1' }]);
    expect(decoder.push('data: 3')).toEqual([{ event: 'b', data: '2' }]);
  });

  it('joins data lines, names unnamed events message and skips comments and empty events', () => {
    const decoder = createServerSentEventDecoder();
    expect(decoder.push(': keep-alive\n\nid: 7\n\ndata: first\ndata:second\nretry: 10\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond' },
    ]);
  });
});

describe('readServerSentEvents', () => {
  it('decodes a multi-byte character split between chunks and drops an unfinished last event', async () => {
    const bytes = new TextEncoder().encode('data: café\n\n');
    const split = bytes.indexOf(0xc3) + 1;
    const events = await collect(
      readServerSentEvents(streamOf([bytes.slice(0, split), bytes.slice(split), 'data: cut off'])),
    );
    expect(events).toEqual([{ event: 'message', data: 'café' }]);
  });
});

describe('readEventData', () => {
  it('yields the named events parsed with the schema and skips unreadable ones with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = makeTrustInfo('f-1');
    const second = makeTrustInfo('f-2');
    const body = sseEvent(TRUST_EVENT, first) + 'event: trust\ndata: {not json\n\n';
    const events = await collect(
      readEventData(
        streamOf([
          body.slice(0, 30),
          body.slice(30),
          sseEvent('other', second),
          sseEvent(TRUST_EVENT, { id: 'wrong shape' }),
          sseEvent(TRUST_EVENT, second),
        ]),
        TRUST_EVENT,
        trustInfoSchema,
      ),
    );
    expect(events).toEqual([first, second]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
