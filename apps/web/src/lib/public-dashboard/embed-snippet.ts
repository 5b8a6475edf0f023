import { EMBED_IFRAME } from '@hde/contracts';

/** The public app path of a workspace's dashboard: no sign-in needed there. */
export function publicDashboardUrl(origin: string, workspaceId: string): string {
  return `${origin}/public/${encodeURIComponent(workspaceId)}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe code users paste into their own pages (spec part 1 §2, Embed Public Dashboard). */
export function embedSnippet(url: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(url)}" width="${EMBED_IFRAME.width}" height="${EMBED_IFRAME.height}"` +
    ` title="${escapeAttribute(title)}" frameborder="0" style="border:0"` +
    ` referrerpolicy="${EMBED_IFRAME.referrerPolicy}"></iframe>`
  );
}
