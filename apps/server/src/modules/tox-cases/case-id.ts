import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an id read aloud or typed is not mistaken. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ID_CHARS = 8;

/** A new toxicology case id: `TX-` and 8 Crockford base32 characters (40 random bits). */
export function newToxCaseId(): string {
  const bits = randomBytes(5).reduce((value, byte) => value * 256n + BigInt(byte), 0n);
  let id = '';
  for (let at = ID_CHARS - 1; at >= 0; at -= 1) id += CROCKFORD[Number((bits >> BigInt(at * 5)) & 31n)];
  return `TX-${id}`;
}
