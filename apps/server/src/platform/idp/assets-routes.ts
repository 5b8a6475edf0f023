import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PASSWORD_RULES } from '@hde/contracts/text';
import { serverPackageDir } from '../paths.js';

const assetsDir = path.join(serverPackageDir(), 'src/platform/idp/assets');

/** The rules checklist script is generated from the contracts' rules, so browser and server check the same. */
const passwordRulesScript = `const tests = {${ACCOUNT_PASSWORD_RULES.map((rule) => `${JSON.stringify(rule.id)}: ${rule.test.toString()}`).join(',')}};
document.addEventListener('DOMContentLoaded', () => {
  const input = document.getElementById('password');
  if (!input) return;
  input.addEventListener('input', () => {
    for (const item of document.querySelectorAll('[data-rule]')) {
      item.classList.toggle('met', tests[item.dataset.rule]?.(input.value) ?? false);
    }
  });
});
`;

const assets: Record<string, { type: string; body: string }> = {
  'auth.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(path.join(assetsDir, 'auth.css'), 'utf8'),
  },
  'logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(path.join(assetsDir, 'logout.js'), 'utf8'),
  },
  'password-rules.js': { type: 'text/javascript; charset=utf-8', body: passwordRulesScript },
};

export async function authAssetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>(
    '/auth-assets/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const asset = assets[request.params.name];
      if (!asset) return reply.callNotFound();
      return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
    },
  );
}
