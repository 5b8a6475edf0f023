import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { loadDashboardKeys } from './dashboard-keys.js';
import { decryptPassword, encryptPassword } from './password-crypto.js';

const key = randomBytes(32);
const password = 'Correct-Horse-9';

describe('dashboard passwords at rest', () => {
  it('round-trip, never hold the password, and differ each time (fresh IV)', () => {
    const first = encryptPassword(key, password);
    const second = encryptPassword(key, password);
    expect(first).not.toContain(password);
    expect(first).not.toContain(Buffer.from(password).toString('base64url'));
    expect(first).not.toBe(second);
    expect(decryptPassword(key, first)).toBe(password);
    expect(decryptPassword(key, second)).toBe(password);
  });

  it('refuse a tampered value and another key', () => {
    const stored = encryptPassword(key, password);
    const [format, iv, ciphertext, tag] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptPassword(key, [format, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    const badTag = Buffer.from(tag, 'base64url');
    badTag[0] = (badTag[0] ?? 0) ^ 1;
    expect(() =>
      decryptPassword(key, [format, iv, ciphertext, badTag.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => decryptPassword(randomBytes(32), stored)).toThrow();
    expect(() => decryptPassword(key, `${stored}.x`)).toThrow();
    expect(() => decryptPassword(key, password)).toThrow();
  });
});

describe('dashboard keys', () => {
  it('are generated once under DATA_DIR/secrets (0600) and kept across starts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hde-keys-'));
    const first = await loadDashboardKeys({ dataDir, encryptionKey: undefined });
    const again = await loadDashboardKeys({ dataDir, encryptionKey: undefined });
    expect(again).toEqual(first);
    const file = path.join(dataDir, 'secrets', 'dashboard-encryption.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(first.passwords.equals(first.viewerTokens)).toBe(false);
  });

  it('come from ENCRYPTION_KEY when set, as hex or base64', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hde-keys-'));
    const master = randomBytes(32);
    const fromHex = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: master.toString('hex') }).encryptionKey;
    const fromBase64 = loadConfig({
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: master.toString('base64'),
    }).encryptionKey;
    expect(fromHex).toEqual(master);
    expect(fromBase64).toEqual(master);
    const keys = await loadDashboardKeys({ dataDir, encryptionKey: fromHex });
    expect(keys).toEqual(await loadDashboardKeys({ dataDir: '/nonexistent', encryptionKey: master }));
    await expect(stat(path.join(dataDir, 'secrets'))).rejects.toThrow();
    expect(() => loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: 'too-short' })).toThrow(/ENCRYPTION_KEY/);
  });
});
