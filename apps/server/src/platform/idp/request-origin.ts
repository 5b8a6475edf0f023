import type { FastifyRequest } from 'fastify';

/**
 * The browser says the request comes from this site or from the user (typed, bookmarked, another app), not from
 * another site's page. Requests without the header (older browsers, other clients) pass: other checks decide.
 */
export function isFromOwnSiteOrUser(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * A form post from a page of this site. Browsers that send `Sec-Fetch-Site` say so with `same-origin` (their
 * `Origin` may be `null`: the pages are served with `Referrer-Policy: no-referrer`); for others an `Origin`, when
 * sent, must be PUBLIC_URL's.
 */
export function isSameOriginPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === new URL(publicUrl).origin;
}
