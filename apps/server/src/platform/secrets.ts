import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * Secrets a fresh install needs and nobody should have to configure: generated on first start and kept
 * under DATA_DIR/secrets (mode 0600), so a restart keeps signed-in sessions and issued tokens valid.
 */
export interface Secrets {
  /** Private signing keys of the embedded OpenID provider (RS256). */
  idpSigningKeys: JWK[];
  /** Keys that sign the embedded provider's cookies. */
  cookieKeys: string[];
  /** Ed25519 key (PKCS#8 PEM) that signs ledger entries (ARCHITECTURE §9). */
  ledgerSigningKey: string;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function newLedgerKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export async function generateSecrets(): Promise<Secrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return {
    idpSigningKeys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }],
    cookieKeys: [randomBytes(32).toString('base64url')],
    ledgerSigningKey: newLedgerKey(),
  };
}

export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, 'secrets.json');
  const existing = await readJson<Secrets>(file);
  if (existing?.ledgerSigningKey) return existing;
  if (existing) {
    // Installs from before the ledger: add its key, keep the others.
    const upgraded = { ...existing, ledgerSigningKey: newLedgerKey() };
    await writeFile(file, JSON.stringify(upgraded), { mode: 0o600 });
    return upgraded;
  }
  const secrets = await generateSecrets();
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another instance won the race: use what it wrote.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readJson<Secrets>(file)) ?? secrets;
}
