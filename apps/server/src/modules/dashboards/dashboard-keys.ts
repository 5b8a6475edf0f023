import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The keys of custom dashboards, both derived from one 32-byte master key. */
export interface DashboardKeys {
  /** AES-256-GCM key of the stored dashboard passwords. */
  passwords: Buffer;
  /** HMAC-SHA256 key of the viewer tokens a correct password yields. */
  viewerTokens: Buffer;
}

const MASTER_KEY_BYTES = 32;

const derive = (master: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `hde dashboards ${purpose}`, MASTER_KEY_BYTES));

function dashboardKeysFrom(master: Buffer): DashboardKeys {
  if (master.length !== MASTER_KEY_BYTES) throw new Error('the dashboard master key must be 32 bytes');
  return { passwords: derive(master, 'passwords'), viewerTokens: derive(master, 'viewer tokens') };
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The master key: ENCRYPTION_KEY when set, else a key generated on first start and kept beside the other
 * generated secrets (DATA_DIR/secrets, mode 0600), so a restart can still decrypt the stored passwords.
 */
export async function loadDashboardKeys(options: {
  dataDir: string;
  encryptionKey: Buffer | undefined;
}): Promise<DashboardKeys> {
  if (options.encryptionKey) return dashboardKeysFrom(options.encryptionKey);
  const folder = path.join(options.dataDir, 'secrets');
  const file = path.join(folder, 'dashboard-encryption.key');
  const existing = await readKeyFile(file);
  if (existing) return dashboardKeysFrom(existing);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const created = randomBytes(MASTER_KEY_BYTES);
  await writeFile(file, created.toString('base64'), { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    // Another instance won the race: use what it wrote.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return dashboardKeysFrom((await readKeyFile(file)) ?? created);
}
