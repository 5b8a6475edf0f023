import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts object keys at every depth, whatever order they were written in', () => {
    const one = { b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'text' } };
    const other = { a: { c: 'text', d: [1, { x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(one)).toBe('{"a":{"c":"text","d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson(other)).toBe(canonicalJson(one));
    expect(contentHash(other)).toBe(contentHash(one));
  });

  it('keeps array order significant', () => {
    expect(contentHash([1, 2])).not.toBe(contentHash([2, 1]));
  });

  it('writes values as JSON.stringify does: undefined members dropped, toJSON honoured', () => {
    const value = {
      kept: null,
      dropped: undefined,
      date: new Date(0),
      list: [undefined, Number.NaN],
      text: 'é"\n',
    };
    expect(canonicalJson(value)).toBe(JSON.stringify(JSON.parse(canonicalJson(value))));
    expect(canonicalJson(value)).toBe(
      '{"date":"1970-01-01T00:00:00.000Z","kept":null,"list":[null,null],"text":"é\\"\\n"}',
    );
  });

  it('refuses a value with no JSON form', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });

  it('hashes the UTF-8 of the canonical text with SHA-256 (hex)', () => {
    const expected = createHash('sha256').update('{"a":"ü","b":[]}', 'utf8').digest('hex');
    expect(contentHash({ b: [], a: 'ü' })).toBe(expected);
  });
});

describe('canonicalJson on any JSON value', () => {
  // Written independently: sorted keys by code unit, every primitive as JSON.stringify writes it.
  const oracle = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(oracle).join(',')}]`;
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${oracle(record[key])}`);
    return `{${members.join(',')}}`;
  };

  it('writes sorted keys at every depth and every primitive as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(oracle(value));
      }),
      { numRuns: 500 },
    );
  });

  it('writes objects already in sorted order, and integer-like keys V8 reorders, canonically', () => {
    expect(canonicalJson({ a: 1, b: { c: [{ d: 1, e: 2 }] } })).toBe('{"a":1,"b":{"c":[{"d":1,"e":2}]}}');
    expect(canonicalJson({ 9: 'x', 10: 'y', b: 1 })).toBe('{"10":"y","9":"x","b":1}');
  });

  it('keeps an empty key, a __proto__ key and objects whose toJSON returns an object', () => {
    const withProto = JSON.parse('{"b":{"__proto__":1},"a":{},"":[]}') as unknown;
    expect(canonicalJson(withProto)).toBe('{"":[],"a":{},"b":{"__proto__":1}}');
    const custom = { z: { toJSON: () => ({ y: 1, x: 2 }) }, a: 1 };
    expect(canonicalJson(custom)).toBe('{"a":1,"z":{"x":2,"y":1}}');
  });
});
