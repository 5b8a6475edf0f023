const VIEWER_PATH = /^\/mdi\/dashboard\/([^/]+)\/?$/;

/** The dashboard of a viewer address `/mdi/dashboard/{id}` (spec part 2 §2.1); null for any other path. */
export function dashboardViewerIdOf(pathname: string): string | null {
  const encoded = VIEWER_PATH.exec(pathname)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The link Copy Link copies (spec §2.10): the viewer page of the dashboard. */
export const dashboardViewerLink = (dashboardId: string, origin = window.location.origin) =>
  `${origin}/mdi/dashboard/${encodeURIComponent(dashboardId)}`;
