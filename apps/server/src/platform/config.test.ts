import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SUPPRESSION_THRESHOLD_MIN } from '@hde/contracts/api';
import { ConfigError, loadConfig } from './config.js';
import { serverPackageDir } from './paths.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs embedded with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.oidc).toEqual({
      embedded: true,
      issuer: 'http://localhost:3000/oidc',
      audience: 'urn:hde:api',
      clientId: 'hde-web',
      trustEmail: false,
    });
    expect(config.sessionIdleMinutes).toBe(30);
  });

  it('derives the issuer from PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://hde.example.org/' }).oidc.issuer).toBe(
      'https://hde.example.org/oidc',
    );
  });

  it('uses an external provider when OIDC_ISSUER is set', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.org/realms/hde',
      OIDC_CLIENT_ID: 'hde-spa',
      OIDC_AUDIENCE: 'https://api.hde.example.org',
    });
    expect(config.oidc).toEqual({
      embedded: false,
      issuer: 'https://login.example.org/realms/hde',
      audience: 'https://api.hde.example.org',
      clientId: 'hde-spa',
      trustEmail: false,
    });
  });

  it("trusts an external provider's e-mail without email_verified only when OIDC_TRUST_EMAIL is true", () => {
    const external = { OIDC_ISSUER: 'https://login.microsoftonline.com/t/v2.0', OIDC_CLIENT_ID: 'hde' };
    expect(loadConfig({ ...external, OIDC_TRUST_EMAIL: 'true' }).oidc.trustEmail).toBe(true);
    expect(loadConfig({ ...external, OIDC_TRUST_EMAIL: 'false' }).oidc.trustEmail).toBe(false);
    // The embedded provider always sends the claim: the setting is not for it.
    expect(loadConfig({ OIDC_TRUST_EMAIL: 'true' }).oidc.trustEmail).toBe(false);
    expect(() => loadConfig({ OIDC_TRUST_EMAIL: 'yes' })).toThrow(/OIDC_TRUST_EMAIL/);
  });

  it('protects public dashboards by default: counts from 10 shown, 600 calls a minute per client', () => {
    expect(loadConfig({}).publicDashboards).toEqual({ rateLimitPerMinute: 600, suppressionThreshold: 10 });
    expect(loadConfig({ PUBLIC_SUPPRESSION_THRESHOLD: '20' }).publicDashboards.suppressionThreshold).toBe(20);
  });

  it('words toxicology insights with the rules engine unless LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1', LLM_API_KEY: 'k' }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'k', timeoutMs: 20_000 });
    expect(
      loadConfig({ LLM_BASE_URL: 'https://api.example.org/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '5000' }).llm,
    ).toEqual({ baseUrl: 'https://api.example.org/v1', model: 'm', apiKey: undefined, timeoutMs: 5000 });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/hde' }, 'DATABASE_URL'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'hde' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://login.example.org' }, 'OIDC_CLIENT_ID'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO_ACCOUNTS: 'maybe' }, 'SEED_DEMO_ACCOUNTS'],
    [
      { PUBLIC_SUPPRESSION_THRESHOLD: String(PUBLIC_SUPPRESSION_THRESHOLD_MIN - 1) },
      'PUBLIC_SUPPRESSION_THRESHOLD',
    ],
    [{ PUBLIC_RATE_LIMIT_PER_MINUTE: '0' }, 'PUBLIC_RATE_LIMIT_PER_MINUTE'],
    [{ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'LLM_MODEL'],
    [{ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_TIMEOUT_MS: 'soon' }, 'LLM_TIMEOUT_MS'],
  ])('rejects %o naming %s', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('exits with code 1 and a clear message on a bad value', () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const result = spawnSync(process.execPath, [tsx, 'src/main.ts'], {
      cwd: serverPackageDir(),
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '/nonexistent/never-used' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('HDE cannot start. Invalid configuration:');
    expect(result.stderr).toContain('PORT:');
  });
});
