import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * A dashboard password as stored: `v1.<iv>.<ciphertext>.<tag>` (base64url), AES-256-GCM with a fresh random IV.
 * Encrypted, not hashed, because the spec lets its managers reveal it (ARCHITECTURE §11).
 */
export function encryptPassword(key: Buffer, password: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The password back; throws when the value was altered or encrypted with another key. */
export function decryptPassword(key: Buffer, stored: string): string {
  const [format, iv, ciphertext, tag, ...rest] = stored.split('.');
  if (format !== FORMAT || iv === undefined || ciphertext === undefined || tag === undefined || rest.length)
    throw new Error('not a stored dashboard password');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
