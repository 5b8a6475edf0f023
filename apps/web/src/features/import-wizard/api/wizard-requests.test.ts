import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/api-client';
import { saveMappingConfiguration } from './wizard-requests';

describe('remembering a mapping', () => {
  it('sends headers named like Object.prototype members as plain keys', async () => {
    // JSON text: an object literal would take a `__proto__` key for its prototype.
    const text =
      '{"__proto__":"case_id","constructor":"cause_of_death","prototype":"custom","toString":null}';
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const mapping = JSON.parse(text) as Record<string, string | null>;
    await saveMappingConfiguration(createApiClient({ fetchImpl }), 'w1', 'CASE', mapping);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/app/workspace/w1/configuration/case-configuration');
    expect(init.body).toBe(text);
  });
});
