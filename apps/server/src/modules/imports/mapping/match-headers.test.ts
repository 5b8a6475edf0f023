import { describe, expect, it } from 'vitest';
import { matchHeaders, savedMappingOf } from './match-headers.js';

describe('matchHeaders', () => {
  it('answers every header in order, the repeats of a header with null', () => {
    expect(matchHeaders(['Gender', 'Col7', 'Gender', 'Col7'], 'CASE', { Col7: 'pathologist' })).toEqual([
      { header: 'Gender', fieldId: 'sex', source: 'synonym', target: 'sex' },
      { header: 'Col7', fieldId: 'pathologist', source: 'saved', target: 'pathologist' },
      { header: 'Gender', fieldId: null, source: null, target: null },
      { header: 'Col7', fieldId: null, source: null, target: null },
    ]);
  });

  it('does not let a repeated header take a field from a later one', () => {
    expect(matchHeaders(['DOD', 'DOD', 'Death Date'], 'CASE').map((item) => item.fieldId)).toEqual([
      'date_of_death',
      null,
      null,
    ]);
    expect(matchHeaders(['Xyz', 'Xyz', 'Death Date'], 'CASE').map((item) => item.fieldId)).toEqual([
      null,
      null,
      'date_of_death',
    ]);
  });

  it('reports a typo match as such', () => {
    expect(matchHeaders(['Cuase of Death'], 'CASE')[0]).toEqual({
      header: 'Cuase of Death',
      fieldId: 'cause_of_death',
      source: 'typo',
      target: 'cause_of_death',
    });
  });
});

describe('savedMappingOf', () => {
  it('keeps string and null values only', () => {
    expect(savedMappingOf({ A: 'sex', B: null, C: 3, D: { x: 1 }, E: 'custom' })).toEqual({
      A: 'sex',
      B: null,
      E: 'custom',
    });
  });

  it('reads anything else as no mapping', () => {
    for (const body of [undefined, null, 'sex', 42, ['sex']]) expect(savedMappingOf(body)).toEqual({});
  });

  it('keeps a "__proto__" header as a plain key', () => {
    const mapping = savedMappingOf(JSON.parse('{"__proto__": "sex", "Other": null}'));
    expect(Object.getPrototypeOf(mapping)).toBe(Object.prototype);
    expect(Object.hasOwn(mapping, '__proto__')).toBe(true);
    expect(matchHeaders(['__proto__'], 'CASE', mapping)[0]).toMatchObject({
      fieldId: 'sex',
      source: 'saved',
      target: 'sex',
    });
  });
});
