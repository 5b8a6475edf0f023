import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a viewer token of a PASSWORD dashboard opens it. */
export const VIEWER_TOKEN_TTL_MS = 30 * 60 * 1000;

interface TokenSubject {
  dashboardId: string;
  accessVersion: number;
}

const signature = (key: Buffer, subject: TokenSubject, expiresAtMs: number) =>
  createHmac('sha256', key).update(`${subject.dashboardId}:${subject.accessVersion}:${expiresAtMs}`).digest();

/**
 * A token `<expiry ms>.<HMAC-SHA256, base64url>` over the dashboard id, its access version and the expiry: the
 * verifier knows the first two, so a token opens one dashboard until its access changes or the token expires.
 */
export function issueViewerToken(key: Buffer, subject: TokenSubject, now = Date.now()) {
  const expiresAtMs = now + VIEWER_TOKEN_TTL_MS;
  const token = `${expiresAtMs}.${signature(key, subject, expiresAtMs).toString('base64url')}`;
  return { token, expiresAt: new Date(expiresAtMs) };
}

export function verifyViewerToken(
  key: Buffer,
  subject: TokenSubject,
  token: string | undefined,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expiresAtMs = Number(match[1]);
  if (expiresAtMs <= now) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(key, subject, expiresAtMs);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
