import type { Workspace } from '@hde/contracts/api';

/**
 * Whether the public dashboard page (/public/{id}) exists. It does not yet: an embed code or public link would
 * lead to a 404, so no screen offers one. The public dashboards issue builds the page and turns this on.
 */
const PUBLIC_DASHBOARD_PAGE_BUILT = false;

/** "Embed IFrame Code" is offered only where it leads somewhere: a public workspace whose page exists. */
export function offersEmbedCode(
  workspace: Pick<Workspace, 'public'>,
  pageBuilt: boolean = PUBLIC_DASHBOARD_PAGE_BUILT,
): boolean {
  return pageBuilt && workspace.public;
}
