import { describe, expect, it } from 'vitest';
import { ANALYTICS_AREAS } from './query.js';
import {
  analyticsFieldsOf,
  CASE_FILTER_FIELDS,
  customAnalyticsField,
  DEFAULT_CASE_TABLE_FIELDS,
} from './fields.js';

describe('analytics field registry', () => {
  it.each(ANALYTICS_AREAS)('names each field of %s once, over safe column names', (area) => {
    const fields = analyticsFieldsOf(area);
    const names = fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of fields) expect(field.column).toMatch(/^[a-z0-9_]+$/);
  });

  it('keeps child fields apart from case fields when a case query unwinds', () => {
    const names = analyticsFieldsOf('CASE', 'toxicology').map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('specimen');
    expect(analyticsFieldsOf('CASE').map((field) => field.name)).not.toContain('specimen');
  });

  it('knows every default table field of the spec', () => {
    const names = new Set(analyticsFieldsOf('CASE').map((field) => field.name));
    for (const name of DEFAULT_CASE_TABLE_FIELDS) expect(names).toContain(name);
  });

  it('offers only fields with a filter kind, and age group only with eq, ne, in, nin', () => {
    expect(CASE_FILTER_FIELDS.every((field) => field.filter !== null)).toBe(true);
    const ageGroup = CASE_FILTER_FIELDS.find((field) => field.name === 'ageGroup');
    expect(ageGroup?.operators).toEqual(['eq', 'ne', 'in', 'nin']);
  });

  it('reads a custom field as extra.<key>', () => {
    expect(customAnalyticsField('tattoo_notes')).toMatchObject({
      name: 'extra.tattoo_notes',
      type: 'string',
    });
  });
});
