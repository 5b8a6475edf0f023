import { createHash } from 'node:crypto';

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}
