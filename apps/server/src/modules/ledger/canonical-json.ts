import { sha256Hex } from './sha256.js';

/**
 * JSON with object keys sorted (by UTF-16 code units) at every depth; otherwise exactly what JSON.stringify
 * writes (undefined members dropped, toJSON honoured, non-finite numbers as null). A record therefore hashes
 * the same before it is stored as jsonb and after it is read back, whatever order jsonb keeps its keys in.
 */
export function canonicalJson(value: unknown): string {
  const scan: KeyScan = { keys: [], sorted: true };
  let text: string | undefined;
  if (!scanKeys(value, scan)) text = canonical(value);
  // Objects whose keys were written in sorted order serialise canonically as they are: the fastest case.
  else if (scan.sorted) text = JSON.stringify(value);
  // Otherwise JSON.stringify writes every object's members in the order of a sorted key list.
  else text = JSON.stringify(value, sortedKeyList(scan.keys));
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** SHA-256 hex of the canonical JSON of a record (object keys sorted recursively, undefined dropped, arrays in order). */
export function contentHash(record: unknown): string {
  return sha256Hex(canonicalJson(record));
}

interface KeyScan {
  /** Every object key at every depth, in written order. */
  keys: string[];
  /** Each object's keys are already in sorted order. */
  sorted: boolean;
}

/**
 * Collects the keys, or answers false where neither shortcut stands for the canonical form: a toJSON that may
 * return an object, a `__proto__` key (a key list reads it through every object's prototype), or an empty
 * key (which V8 leaves out of a key list).
 */
function scanKeys(value: unknown, scan: KeyScan): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (value instanceof Date) return true;
  if (hasToJson(value)) return false;
  if (Array.isArray(value)) return value.every((item) => scanKeys(item, scan));
  let previous: string | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key === '__proto__' || key === '') return false;
    if (previous !== undefined && key < previous) scan.sorted = false;
    previous = key;
    scan.keys.push(key);
    if (!scanKeys((value as Record<string, unknown>)[key], scan)) return false;
  }
  return true;
}

/** Every key once, sorted: JSON.stringify's member list for the whole value. */
function sortedKeyList(keys: string[]): string[] {
  return [...new Set(keys)].sort();
}

// The general form, for values a key list cannot serialise canonically.
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
