import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VIEWER_TOKEN_TTL_MS, issueViewerToken, verifyViewerToken } from './viewer-token.js';

const key = randomBytes(32);
const subject = { dashboardId: '00000000-0000-4000-8000-000000000001', accessVersion: 3 };

describe('viewer tokens', () => {
  it('open the dashboard and access version they were issued for, until they expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, expiresAt } = issueViewerToken(key, subject, now);
    expect(expiresAt.getTime()).toBe(now + VIEWER_TOKEN_TTL_MS);
    expect(verifyViewerToken(key, subject, token, now + 1000)).toBe(true);
    expect(verifyViewerToken(key, subject, token, now + VIEWER_TOKEN_TTL_MS)).toBe(false);
    expect(verifyViewerToken(key, { ...subject, accessVersion: 4 }, token, now)).toBe(false);
    expect(
      verifyViewerToken(key, { ...subject, dashboardId: '00000000-0000-4000-8000-000000000002' }, token, now),
    ).toBe(false);
    expect(verifyViewerToken(randomBytes(32), subject, token, now)).toBe(false);
  });

  it('refuse a forged expiry, a missing token and malformed ones', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = issueViewerToken(key, subject, now);
    const [, mac] = token.split('.');
    expect(verifyViewerToken(key, subject, `${now + 10 * VIEWER_TOKEN_TTL_MS}.${mac}`, now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${now + 1000}`, `${now + 1000}.`, `${token}x`, ` ${token}`])
      expect(verifyViewerToken(key, subject, bad, now)).toBe(false);
  });
});
