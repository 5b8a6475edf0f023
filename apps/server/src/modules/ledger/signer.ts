import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { sha256Hex } from './sha256.js';

/** Signs and checks ledger entry hashes with the server's Ed25519 key (Secrets.ledgerSigningKey). */
export interface LedgerSigner {
  /** First 16 hex digits of the SHA-256 of the raw public key. */
  keyId: string;
  /** Base64 Ed25519 signature. */
  sign(message: Buffer): string;
  verify(message: Buffer, signature: string): boolean;
}

export function createLedgerSigner(privateKeyPem: string): LedgerSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new TypeError('ledger signing key must be Ed25519');
  const publicKey = createPublicKey(privateKey);
  const rawPublicKey = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  return {
    keyId: sha256Hex(rawPublicKey).slice(0, 16),
    sign: (message) => sign(null, message, privateKey).toString('base64'),
    verify(message, signature) {
      const bytes = Buffer.from(signature, 'base64');
      // Buffer decoding skips stray characters; only the canonical spelling of a signature counts.
      if (bytes.toString('base64') !== signature) return false;
      try {
        return verify(null, message, publicKey, bytes);
      } catch {
        return false;
      }
    },
  };
}
