import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbeddingSite {
  /** The page holding the snippet, on an origin of its own (127.0.0.1 and a port the system picked). */
  url: string;
  close(): Promise<void>;
}

/**
 * Someone else's web site for the embed snippet: one page with the snippet pasted into it, served on the
 * loopback address at a free port, so that the product (on localhost) is framed from another origin.
 */
export async function startEmbeddingSite(snippet: string): Promise<EmbeddingSite> {
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>County health statistics</title></head>
  <body>
    <h1>County health statistics</h1>
    ${snippet}
  </body>
</html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
