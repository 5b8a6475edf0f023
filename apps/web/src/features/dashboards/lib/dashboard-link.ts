/** The viewer's address of a custom dashboard (spec part 2 §2.10): {host}/mdi/dashboard/{id}. */
export const dashboardLink = (dashboardId: string) =>
  `${window.location.origin}/mdi/dashboard/${encodeURIComponent(dashboardId)}`;
