import type { FastifyRequest } from 'fastify';
import { isFromOwnSiteOrUser } from './request-origin.js';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || isLoopbackAddress(host);
}

/** Host and port of a URL, the default port of its scheme written out. */
function hostAndPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * The Host header names this server as its own machine knows it: PUBLIC_URL's host and port, or a loopback name
 * with that port. Any other name is a page of another site whose domain was re-pointed at 127.0.0.1 (DNS
 * rebinding), which a browser lets read the answer as that site's own.
 */
function isOwnHostHeader(host: string | undefined, publicUrl: string): boolean {
  if (!host) return false;
  const ownUrl = new URL(publicUrl);
  let requested: URL;
  try {
    requested = new URL(`${ownUrl.protocol}//${host}`);
  } catch {
    return false;
  }
  const onlyHostAndPort =
    !requested.username &&
    !requested.password &&
    requested.pathname === '/' &&
    !requested.search &&
    !requested.hash;
  if (!onlyHostAndPort) return false;
  const own = hostAndPort(ownUrl);
  const port = own.slice(own.lastIndexOf(':') + 1);
  const allowed = [own, ...LOOPBACK_NAMES.map((name) => `${name}:${port}`)];
  return allowed.includes(hostAndPort(requested));
}

/**
 * A request from the server's own machine to a server that only that machine uses: the TCP peer is a loopback
 * address, no proxy forwarded it (a reverse proxy on the same host would make every visitor look local),
 * PUBLIC_URL is itself a loopback address, the Host header names this server, and no other site's page sent it.
 */
export function isOwnMachineRequest(request: FastifyRequest, publicUrl: string): boolean {
  if (!isLoopbackHost(publicUrl) || !isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (!isOwnHostHeader(request.headers.host, publicUrl) || !isFromOwnSiteOrUser(request)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
