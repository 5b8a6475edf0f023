import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: string, data: unknown): void;
  /** A comment line: keeps proxies from closing an idle stream. */
  ping(): void;
  end(): void;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
}

/**
 * Turns a reply into a server-sent event stream (`text/event-stream`). The headers set so far (security
 * headers, request id) are kept.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  // The response's close (not the request's, which fires once the body is read) means the client left.
  raw.on('close', () => controller.abort());
  return {
    send(event, data) {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    ping() {
      if (!raw.writableEnded) raw.write(': ping\n\n');
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    signal: controller.signal,
  };
}

/** Waits `ms`, or less when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
