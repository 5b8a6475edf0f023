import { createHash, randomBytes } from 'node:crypto';

/** A minimal cookie-keeping HTTP client that follows the OpenID code flow the way a browser would. */
export class BrowserlessClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

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
    const response = await fetch(new URL(url, this.origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
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
