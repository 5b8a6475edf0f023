import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_TARGET, type HeaderSuggestionItem } from '@hde/contracts/api';
import { headersByField, mappingFromSuggestions, targetOf, withTarget } from './header-mapping';

const answer = (header: string, target: string | null): HeaderSuggestionItem => ({
  header,
  fieldId: target === CUSTOM_FIELD_TARGET ? null : target,
  source: target ? 'saved' : null,
  target,
});

describe('mappingFromSuggestions', () => {
  it("takes the server's target for each header, date parts and custom fields included", () => {
    const headers = ['Case #', 'Notes', 'DOD_YR', 'Colour'];
    const suggestions = [
      answer('Case #', 'case_id'),
      answer('Notes', CUSTOM_FIELD_TARGET),
      answer('DOD_YR', 'date_of_death:year'),
      answer('Colour', null),
    ];
    expect(mappingFromSuggestions(headers, suggestions)).toEqual({
      'Case #': 'case_id',
      Notes: CUSTOM_FIELD_TARGET,
      DOD_YR: 'date_of_death:year',
      Colour: null,
    });
  });

  it('starts every header unmapped without an answer, and ignores answers for other headers', () => {
    expect(mappingFromSuggestions(['A', 'B'], [answer('Z', 'sex')])).toEqual({ A: null, B: null });
  });

  it('keeps the first answer of a repeated header', () => {
    expect(mappingFromSuggestions(['Sex'], [answer('Sex', 'sex'), answer('Sex', null)])).toEqual({
      Sex: 'sex',
    });
  });
});

describe('withTarget', () => {
  it('clears the header that held the field before', () => {
    expect(withTarget({ A: 'sex', B: null }, 'B', 'sex', 'CASE')).toEqual({ A: null, B: 'sex' });
  });

  it('lets any number of headers be custom fields', () => {
    expect(withTarget({ A: CUSTOM_FIELD_TARGET, B: 'sex' }, 'B', CUSTOM_FIELD_TARGET, 'CASE')).toEqual({
      A: CUSTOM_FIELD_TARGET,
      B: CUSTOM_FIELD_TARGET,
    });
  });

  it('gives each part of a date to one header, and lets a whole date and its parts exclude each other', () => {
    const parts = { Y: 'date_of_death:year', M: 'date_of_death:month', D: null, B: 'date_of_birth:year' };
    expect(withTarget(parts, 'D', 'date_of_death:day', 'CASE')).toEqual({ ...parts, D: 'date_of_death:day' });
    expect(withTarget(parts, 'D', 'date_of_death:month', 'CASE')).toEqual({
      ...parts,
      M: null,
      D: 'date_of_death:month',
    });
    expect(withTarget(parts, 'D', 'date_of_death', 'CASE')).toEqual({
      Y: null,
      M: null,
      D: 'date_of_death',
      B: 'date_of_birth:year',
    });
    expect(withTarget({ W: 'date_of_death', Y: null }, 'Y', 'date_of_death:year', 'CASE')).toEqual({
      W: null,
      Y: 'date_of_death:year',
    });
  });

  it('removes a mapping with null', () => {
    expect(withTarget({ A: 'sex' }, 'A', null, 'CASE')).toEqual({ A: null });
  });
});

describe('headersByField', () => {
  it('lists catalogue fields with their header, not custom or open ones', () => {
    expect([...headersByField({ A: 'sex', B: CUSTOM_FIELD_TARGET, C: null })]).toEqual([['sex', 'A']]);
  });
});

describe('headers named like Object.prototype members', () => {
  const headers = ['__proto__', 'constructor', 'prototype'];

  it('are mapped, changed and sent as plain keys', () => {
    const mapping = mappingFromSuggestions(headers, [
      answer('__proto__', 'case_id'),
      answer('constructor', 'cause_of_death'),
      answer('prototype', CUSTOM_FIELD_TARGET),
    ]);
    const changed = withTarget(mapping, 'constructor', 'last_name', 'CASE');
    expect(JSON.parse(JSON.stringify(changed))).toEqual(
      JSON.parse('{"__proto__":"case_id","constructor":"last_name","prototype":"custom"}'),
    );
    expect(Object.getPrototypeOf(changed)).toBe(Object.prototype);
    expect(headers.map((header) => targetOf(changed, header))).toEqual(['case_id', 'last_name', 'custom']);
  });

  it('left out of a mapping read as unmapped, not as what every object inherits', () => {
    expect(['constructor', 'toString', '__proto__'].map((header) => targetOf({}, header))).toEqual([
      null,
      null,
      null,
    ]);
  });
});
