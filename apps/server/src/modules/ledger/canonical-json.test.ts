import { createHash } from 'node:crypto';
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
