import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLedgerSigner } from './signer.js';
import { newLedgerKeyPem } from './test-fixture.js';

describe('createLedgerSigner', () => {
  const pem = newLedgerKeyPem();
  const signer = createLedgerSigner(pem);
  const message = Buffer.from('entry hash', 'utf8');

  it('names the key by the first 16 hex digits of the SHA-256 of the raw public key', () => {
    const spki = createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' });
    const rawPublicKey = spki.subarray(spki.length - 32);
    expect(signer.keyId).toBe(createHash('sha256').update(rawPublicKey).digest('hex').slice(0, 16));
  });

  it('verifies its own signatures', () => {
    const signature = signer.sign(message);
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(signer.verify(message, signature)).toBe(true);
  });

  it('rejects a tampered message, a tampered signature and another key', () => {
    const signature = signer.sign(message);
    expect(signer.verify(Buffer.from('entry hasH', 'utf8'), signature)).toBe(false);
    const flipped = Buffer.from(signature, 'base64');
    flipped[0]! ^= 1;
    expect(signer.verify(message, flipped.toString('base64'))).toBe(false);
    expect(signer.verify(message, `${signature} `)).toBe(false);
    expect(signer.verify(message, 'not a signature')).toBe(false);
    expect(createLedgerSigner(newLedgerKeyPem()).verify(message, signature)).toBe(false);
  });

  it('refuses keys that are not Ed25519', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => createLedgerSigner(rsa.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow(
      TypeError,
    );
  });
});
