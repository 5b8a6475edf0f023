import type { FastifyInstance } from 'fastify';
import { SignJWT, importJWK } from 'jose';
import { workspaceListSchema } from '@hde/contracts/api';
import type { AppConfig } from '../../apps/server/src/platform/config.js';
import type { Secrets } from '../../apps/server/src/platform/secrets.js';

/**
 * The bench user (or `identity`), signed in to `app` with a token of the embedded provider's key (a verified
 * e-mail, as the provider issues) and signed up: `call` injects a request as them and throws on anything but 2xx.
 */
export async function signedInCaller(
  app: FastifyInstance,
  { config, secrets }: { config: AppConfig; secrets: Secrets },
  identity = { email: 'bench@example.org', subject: 'bench-user' },
) {
  const key = secrets.idpSigningKeys[0];
  if (!key) throw new Error('no signing key');
  const token = await new SignJWT({ email: identity.email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid ?? '' })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(identity.subject)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(key, 'RS256'));
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const me = (await call('GET', '/v2/app/user/')).json() as { id: string };
  await call('POST', '/v2/app/user/sign-up');
  const [workspace] = workspaceListSchema.parse((await call('GET', '/v2/app/workspace/list')).json()).items;
  if (!workspace) throw new Error('sign-up made no workspace');
  return { call, headers, userId: me.id, workspaceId: workspace.id };
}
