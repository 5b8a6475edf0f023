import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

/** Paths the single-page app never owns: they answer JSON 404s instead of index.html. */
const SERVER_PREFIXES = ['/v2', '/oidc', '/interaction', '/auth-assets', '/healthz', '/readyz'];

/** Serves the built web app, with index.html for any other GET so client-side routes survive a reload. */
export async function registerStaticFiles(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Source maps publish the source: never served, even from a build that made them (vite.config.ts makes none).
      globIgnore: ['**/*.map'],
      cacheControl: false,
      // Vite names assets by content hash: they never change. Everything else is revalidated.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('web app not built (run npm run build): only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (hasWebApp && request.method === 'GET' && !isServerPath && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, 'Not found'));
  });
}
