import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

/** A plain HTTP request sent from a chosen local address (fetch cannot choose one). */
function requestFrom(
  localAddress: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const item of [value ?? []].flat()) headers.append(name, item);
        }
        const body = [204, 304].includes(res.statusCode ?? 0) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status: res.statusCode ?? 0, headers }));
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A minimal cookie-keeping HTTP client that follows the OpenID code flow the way a browser would. */
export class BrowserlessClient {
  private readonly cookies = new Map<string, string>();

  /** `localAddress`: the client's own address (e.g. 127.0.0.2), for tests of limits per client address. */
  constructor(
    readonly origin: string,
    private readonly localAddress?: string,
  ) {}

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const method = init.method ?? (init.form ? 'POST' : 'GET');
    const target = new URL(url, this.origin);
    const response = this.localAddress
      ? await requestFrom(this.localAddress, target, { method, headers, body })
      : await fetch(target, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects until one leaves the server (returns that URL) or a page is shown. */
  async follow(response: Response): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = '';
    for (let hop = 0; hop < 10 && current.status >= 300 && current.status < 400; hop += 1) {
      url = new URL(current.headers.get('location') ?? '', this.origin).toString();
      if (!url.startsWith(`${this.origin}/oidc`) && !url.startsWith(`${this.origin}/interaction`)) {
        return { response: current, url };
      }
      current = await this.request(url);
    }
    return { response: current, url };
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
