import { DASHBOARD_VIEWER_TOKEN_HEADER } from '@hde/contracts/api';

const storageKey = (dashboardId: string) => `hde.dashboard-token.${dashboardId}`;

interface StoredToken {
  token: string;
  expiresAt: string;
}

const isStoredToken = (value: unknown): value is StoredToken =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredToken).token === 'string' &&
  typeof (value as StoredToken).expiresAt === 'string';

/**
 * The viewer token of a PASSWORD dashboard, kept for the tab's session only and per dashboard: an expired or
 * unreadable one is dropped as it is read.
 */
export function readViewerToken(dashboardId: string, now = Date.now()): string | null {
  const raw = window.sessionStorage.getItem(storageKey(dashboardId));
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (isStoredToken(stored) && Date.parse(stored.expiresAt) > now) return stored.token;
  } catch {
    // Not ours or damaged: dropped below.
  }
  dropViewerToken(dashboardId);
  return null;
}

export function keepViewerToken(dashboardId: string, stored: StoredToken): void {
  window.sessionStorage.setItem(storageKey(dashboardId), JSON.stringify(stored));
}

export function dropViewerToken(dashboardId: string): void {
  window.sessionStorage.removeItem(storageKey(dashboardId));
}

/** The header a public call of a PASSWORD dashboard carries; none without a token. */
export const viewerTokenHeaders = (viewerToken: string | null): Record<string, string> =>
  viewerToken ? { [DASHBOARD_VIEWER_TOKEN_HEADER]: viewerToken } : {};
