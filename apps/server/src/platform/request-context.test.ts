import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentRequestId, newRequestId, registerRequestContext } from './request-context.js';

describe('request context', () => {
  it('gives code below a route the id of its request, after a JSON body is parsed and across awaits', async () => {
    const app = Fastify({ genReqId: newRequestId });
    await registerRequestContext(app);
    app.post('/echo', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { seen: currentRequestId() };
    });
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({ method: 'POST', url: '/echo', payload: { big: 'x'.repeat(100_000) } }),
      ),
    );
    const seen = replies.map((reply) => (reply.json() as { seen: string }).seen);
    expect(new Set(seen).size).toBe(3);
    for (const id of seen) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  it('is null outside a request', () => {
    expect(currentRequestId()).toBeNull();
  });
});
