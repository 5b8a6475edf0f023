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

function canonical(value: unknown): string | undefined {
  const json = hasToJson(value) ? value.toJSON() : value;
  if (Array.isArray(json)) return `[${json.map((item) => canonical(item) ?? 'null').join(',')}]`;
  if (json !== null && typeof json === 'object') {
    const members = Object.keys(json)
      .sort()
      .flatMap((key) => {
        const member = canonical((json as Record<string, unknown>)[key]);
        return member === undefined ? [] : [`${JSON.stringify(key)}:${member}`];
      });
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(json) as string | undefined;
}

function hasToJson(value: unknown): value is { toJSON(): unknown } {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
}
