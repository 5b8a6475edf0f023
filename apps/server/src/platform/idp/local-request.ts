import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || isLoopbackAddress(host);
}

/**
 * A request from the server's own machine to a server that only that machine uses: the TCP peer is a loopback
 * address, no proxy forwarded it (a reverse proxy on the same host would make every visitor look local), and
 * PUBLIC_URL is itself a loopback address.
 */
export function isOwnMachineRequest(request: FastifyRequest, publicUrl: string): boolean {
  if (!isLoopbackHost(publicUrl) || !isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
