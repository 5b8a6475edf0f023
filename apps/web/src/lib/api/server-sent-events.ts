import type { ResponseParser } from './api-client';

/** One dispatched server-sent event: its name (`message` when the server gave none) and its data lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

function parseEventBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  // An event without data lines is not dispatched (WHATWG server-sent events).
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * Cuts `text/event-stream` text into events however the text arrives: an event split across chunks is
 * kept until its closing blank line comes. A text that ends mid-event is never dispatched.
 */
export function createServerSentEventDecoder(): { push(text: string): ServerSentEvent[] } {
  let pending = '';
  return {
    push(text) {
      let complete = pending + text;
      // A trailing CR may be the first half of a CRLF: hold it until the next chunk says.
      const heldCarriageReturn = complete.endsWith('\r') ? '\r' : '';
      if (heldCarriageReturn) complete = complete.slice(0, -1);
      const blocks = complete.replace(/\r\n?/g, '\n').split('\n\n');
      pending = (blocks.pop() ?? '') + heldCarriageReturn;
      return blocks.map(parseEventBlock).filter((event) => event !== null);
    },
  };
}

/** The events of a streamed reply body, as they arrive. Leaving the loop early cancels the stream. */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events = createServerSentEventDecoder();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield* events.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * The data of every `eventName` event, read as JSON and checked with `schema`. An event that cannot be
 * read is skipped with a warning, so one bad chunk does not end the stream.
 */
export async function* readEventData<T>(
  body: ReadableStream<Uint8Array>,
  eventName: string,
  schema: ResponseParser<T>,
): AsyncGenerator<T, void, undefined> {
  for await (const event of readServerSentEvents(body)) {
    if (event.event !== eventName) continue;
    let value: T;
    try {
      value = schema.parse(JSON.parse(event.data));
    } catch (error) {
      console.warn(`Skipped an unreadable "${eventName}" event`, error);
      continue;
    }
    yield value;
  }
}
