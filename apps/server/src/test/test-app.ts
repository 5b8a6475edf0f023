import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT, importJWK, type JWTPayload } from 'jose';
import { buildApp } from '../app.js';
import { createJobHandlers } from '../job-handlers.js';
import { createLedgerSigner } from '../modules/ledger/index.js';
import { createFileStorage } from '../platform/file-storage.js';
import { startJobRunner } from '../platform/jobs.js';
import { loadConfig, type AppConfig } from '../platform/config.js';
import { generateSecrets, type Secrets } from '../platform/secrets.js';
import { seedDemoAccounts, seedDemoWorkspaces, seedFeatureFlags, seedModules } from '../platform/seed.js';
import { createTestDatabase } from './test-database.js';
import { freePort } from './free-port.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  secrets: Secrets;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /**
   * Signs an access token with the embedded provider's key; claims override the valid defaults (a verified
   * e-mail, as the provider issues for a verified account).
   */
  token(claims?: JWTPayload & { email?: string }, options?: { expiresIn?: string | number }): Promise<string>;
  /** Runs every queued background job (imports, public dashboard sync) to the end; answers how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hde-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3999',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Tests run jobs themselves (startJobRunner ... drain()), so nothing happens behind their back.
    RUN_JOBS: 'false',
    ...env,
  });
  const database = await createTestDatabase();
  await seedModules(database.db);
  await seedDemoWorkspaces(database.db);
  await seedFeatureFlags(database.db);
  await seedDemoAccounts(database.db, config);
  const secrets = await generateSecrets();
  const app = await buildApp({ config, database, secrets });
  await app.ready();

  const signingKey = secrets.idpSigningKeys[0];
  if (!signingKey) throw new Error('no signing key');
  const privateKey = await importJWK(signingKey, 'RS256');

  return {
    app,
    config,
    secrets,
    database,
    async token(claims = {}, options = {}) {
      return new SignJWT({ email: 'someone@example.org', email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid ?? '' })
        .setIssuer(claims.iss ?? config.oidc.issuer)
        .setAudience(claims.aud ?? config.oidc.audience)
        .setSubject(claims.sub ?? 'subject-1')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(privateKey);
    },
    async runJobs() {
      const handlers = createJobHandlers({
        config,
        storage: createFileStorage(dataDir),
        signer: createLedgerSigner(secrets.ledgerSigningKey),
        logger: app.log,
      });
      const runner = startJobRunner({ db: database.db, handlers, logger: app.log, autoStart: false });
      try {
        return await runner.drain();
      } finally {
        await runner.stop();
      }
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app listening on a free loopback port that is also its PUBLIC_URL, for tests that speak real HTTP. */
export type ListeningTestApp = TestApp & { origin: string; port: number };

export async function createListeningTestApp(): Promise<ListeningTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp({ PORT: String(port), PUBLIC_URL: origin });
  await ctx.app.listen({ host: '127.0.0.1', port });
  return Object.assign(ctx, { origin, port });
}
