import { describe, expect, it } from 'vitest';
import {
  CASE_FIELDS,
  CUSTOM_FIELD_TARGET,
  TOXICOLOGY_FIELDS,
  type HeaderSuggestionItem,
} from '@hde/contracts';
import { autoMap, headersByField, targetOf, withTarget } from './header-mapping';

const suggestion = (header: string, fieldId: string | null): HeaderSuggestionItem => ({
  header,
  fieldId,
  source: fieldId ? 'synonym' : null,
});

describe('autoMap', () => {
  it('maps by exact id or label first, then the saved mapping, then the server suggestions', () => {
    const mapping = autoMap({
      headers: ['CASE ID', 'sex', 'Surname', 'Gender', 'Notes', 'Colour'],
      fields: CASE_FIELDS,
      saved: { 'CASE ID': 'first_name', Surname: 'last_name', Gender: 'race', Notes: CUSTOM_FIELD_TARGET },
      suggestions: [
        suggestion('CASE ID', 'middle_name'),
        suggestion('Surname', 'first_name'),
        suggestion('Gender', 'sex'),
        suggestion('Colour', null),
      ],
    });
    expect(mapping).toEqual({
      'CASE ID': 'case_id',
      sex: 'sex',
      Surname: 'last_name',
      Gender: 'race',
      Notes: CUSTOM_FIELD_TARGET,
      Colour: null,
    });
  });

  it('gives a field to one header only: an earlier pass keeps it', () => {
    const mapping = autoMap({
      headers: ['Analysis', 'Drug', 'Substance'],
      fields: TOXICOLOGY_FIELDS,
      saved: { Drug: 'analysis' },
      suggestions: [suggestion('Drug', 'analysis'), suggestion('Substance', 'analysis')],
    });
    expect(mapping).toEqual({ Analysis: 'analysis', Drug: null, Substance: null });
  });

  it('reads a saved unknown field as custom and lets a saved null take a suggestion', () => {
    const mapping = autoMap({
      headers: ['Specimen Source', 'Lab'],
      fields: TOXICOLOGY_FIELDS,
      saved: { 'Specimen Source': null, Lab: 'lab_name' },
      suggestions: [suggestion('Specimen Source', 'specimen'), suggestion('Lab', 'method')],
    });
    expect(mapping).toEqual({ 'Specimen Source': 'specimen', Lab: CUSTOM_FIELD_TARGET });
  });

  it('ignores suggestions for headers or fields it does not know', () => {
    const mapping = autoMap({
      headers: ['Result'],
      fields: TOXICOLOGY_FIELDS,
      saved: {},
      suggestions: [suggestion('Other', 'results'), suggestion('Result', 'first_name')],
    });
    expect(mapping).toEqual({ Result: null });
  });
});

describe('withTarget', () => {
  it('clears the header that held the field before', () => {
    expect(withTarget({ A: 'sex', B: null }, 'B', 'sex')).toEqual({ A: null, B: 'sex' });
  });

  it('lets any number of headers be custom fields', () => {
    expect(withTarget({ A: CUSTOM_FIELD_TARGET, B: 'sex' }, 'B', CUSTOM_FIELD_TARGET)).toEqual({
      A: CUSTOM_FIELD_TARGET,
      B: CUSTOM_FIELD_TARGET,
    });
  });

  it('removes a mapping with null', () => {
    expect(withTarget({ A: 'sex' }, 'A', null)).toEqual({ A: null });
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
    const mapping = autoMap({
      headers,
      fields: CASE_FIELDS,
      saved: JSON.parse('{"prototype":"custom"}') as Record<string, string | null>,
      suggestions: [suggestion('__proto__', 'case_id'), suggestion('constructor', 'cause_of_death')],
    });
    const changed = withTarget(mapping, 'constructor', 'last_name');
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
