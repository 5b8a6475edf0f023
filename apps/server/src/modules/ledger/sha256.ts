import { hash } from 'node:crypto';

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(data: string | Buffer): string {
  return hash('sha256', data, 'hex');
}

export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}
