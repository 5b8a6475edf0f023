import { sha256Hex } from './sha256.js';

/**
 * JSON with object keys sorted (by UTF-16 code units) at every depth; otherwise exactly what JSON.stringify
 * writes (undefined members dropped, toJSON honoured, non-finite numbers as null). A record therefore hashes
 * the same before it is stored as jsonb and after it is read back, whatever order jsonb keeps its keys in.
 */
export function canonicalJson(value: unknown): string {
  const text = canonical(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** SHA-256 hex of the canonical JSON of a record (object keys sorted recursively, undefined dropped, arrays in order). */
export function contentHash(record: unknown): string {
  return sha256Hex(canonicalJson(record));
}

// Hashing runs once per imported row: plain loops and concatenation, no intermediate arrays.
function canonical(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    case 'bigint':
      return JSON.stringify(value);
    default:
      return undefined;
  }
  if (value === null) return 'null';
  if (hasToJson(value)) return canonical(value.toJSON());
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index += 1) {
      out += `${index === 0 ? '' : ','}${canonical(value[index]) ?? 'null'}`;
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of Object.keys(record).sort()) {
    const member = canonical(record[key]);
    if (member === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${member}`;
    first = false;
  }
  return `${out}}`;
}

function hasToJson(value: object): value is { toJSON(): unknown } {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}
