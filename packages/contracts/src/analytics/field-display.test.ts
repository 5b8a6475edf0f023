import { describe, expect, it } from 'vitest';
import { canonicalFieldName, fieldLabel, fieldValueText } from './field-display.js';
import { CASE_FILTER_FIELDS, customAnalyticsField } from './fields.js';

describe('fieldLabel', () => {
  it('names a value once, whichever of its names asks', () => {
    expect(fieldLabel('dateOfDeath')).toBe('Death Date');
    expect(fieldLabel('deathDate')).toBe('Death Date');
    expect(fieldLabel('sex')).toBe(fieldLabel('sexFormatted'));
    expect(fieldLabel('mannerOfDeathFormatted')).toBe(fieldLabel('mannerOfDeath'));
  });

  it('gives the case detail the spec names of three fields, and the shared label elsewhere', () => {
    expect(fieldLabel('pathologist', { detail: true })).toBe('Doctor');
    expect(fieldLabel('deputyCoroner', { detail: true })).toBe('Coroner');
    expect(fieldLabel('policeAgency', { detail: true })).toBe('Department');
    expect(fieldLabel('pathologist')).toBe('Pathologist');
    expect(fieldLabel('examTurnAround', { detail: true })).toBe(fieldLabel('examTurnAround'));
  });

  it('reads custom fields from the workspace list, else as their key', () => {
    const custom = customAnalyticsField('tattoo', 'Tattoo Notes');
    expect(fieldLabel('extra.tattoo', { fields: [custom] })).toBe('Tattoo Notes');
    expect(fieldLabel('extra.tattoo')).toBe('tattoo');
  });
});

describe('fieldValueText', () => {
  it('shows enum codes by name, in any letter case, for each name of the field', () => {
    expect(fieldValueText('sex', 'F')).toBe('Female');
    expect(fieldValueText('sexFormatted', 'm')).toBe('Male');
    expect(fieldValueText('sexFormatted', 'Female')).toBe('Female');
    expect(fieldValueText('mannerOfDeath', 'HOMICIDE')).toBe('Homicide');
    expect(fieldValueText('mannerOfDeathFormatted', 'undetermined')).toBe('Indeterminate');
    expect(fieldValueText('mannerOfDeath', 'PENDING')).toBe('Pending Investigation');
  });

  it('shows booleans as Yes or No and other values as they are', () => {
    expect(fieldValueText('organDonor', true)).toBe('Yes');
    expect(fieldValueText('childDeath', false)).toBe('No');
    expect(fieldValueText('race', ' White ')).toBe('White');
    expect(fieldValueText('causeOfDeath', 'F')).toBe('F');
    expect(fieldValueText('age', 42)).toBe('42');
  });
});

describe('the filter menu', () => {
  it('lists no label twice and each value under one name', () => {
    const labels = CASE_FILTER_FIELDS.map((field) => field.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).not.toContain('Date of Death');
    const names = CASE_FILTER_FIELDS.map((field) => canonicalFieldName(field.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('tells a custom field apart from the fixed field whose label it repeats', () => {
    expect(customAnalyticsField('sex', 'Sex').label).toBe('Sex (Additional)');
    expect(customAnalyticsField('dod', 'date of death ').label).toBe('date of death (Additional)');
    expect(customAnalyticsField('notes', 'Tattoo Notes').label).toBe('Tattoo Notes');
  });
});
