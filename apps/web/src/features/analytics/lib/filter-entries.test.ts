import { describe, expect, it } from 'vitest';
import type { FilterEntry } from '@hde/contracts/api';
import { CASE_FILTER_FIELDS, type AnalyticsField } from '@hde/contracts/fields';
import { draftEntry } from '../components/add-filter-dialog';
import { EMPTY_DRAFT } from '../components/filter-value-input';
import { chipLabel, defaultOperator, operatorsFor, quickRange } from './filter-entries';

const field = (name: string): AnalyticsField => CASE_FILTER_FIELDS.find((entry) => entry.name === name)!;
const fieldOf = (id: string) => CASE_FILTER_FIELDS.find((entry) => entry.name === id);

describe('filter entries', () => {
  it('offers the operators of each kind and starts list filters on "is one of"', () => {
    expect(operatorsFor(field('mannerOfDeath'))).toEqual(['eq', 'ne', 'in', 'nin']);
    expect(operatorsFor(field('causeOfDeath'))).toEqual(['eq', 'ne', 'like', 'in', 'nin']);
    expect(operatorsFor(field('deathDate'))).toEqual(['eq', 'ne', 'gte', 'lte']);
    expect(operatorsFor(field('childDeath'))).toEqual(['eq', 'ne']);
    expect(defaultOperator(field('mannerOfDeath'))).toBe('in');
    expect(defaultOperator(field('childDeath'))).toBe('eq');
    expect(defaultOperator(field('causeOfDeath'))).toBe('eq');
  });

  it('labels a chip with the field, the operator and the values', () => {
    const label = (entry: FilterEntry) => chipLabel(entry, fieldOf(entry.id));
    expect(label({ id: 'race', operator: 'nin', values: ['White', 'Asian'] })).toBe(
      'Race is not one of White, Asian',
    );
    expect(label({ id: 'deathDate', operator: 'eq', values: ['2026-01-01', '2026-01-31'] })).toBe(
      'Death Date is 01/01/2026 - 01/31/2026',
    );
    expect(label({ id: 'childDeath', operator: 'eq', values: [true] })).toBe('Child Death is Yes');
    expect(label({ id: 'extra.unit', operator: 'like', values: ['north'] })).toBe('unit contains north');
  });

  it('shows enum values by name and names a field the menu lists under another name as the menu does', () => {
    const label = (entry: FilterEntry) => chipLabel(entry, fieldOf(entry.id));
    expect(label({ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE', 'UNDETERMINED'] })).toBe(
      'Manner of Death is one of Homicide, Indeterminate',
    );
    expect(fieldOf('sex')).toBeUndefined();
    expect(label({ id: 'sex', operator: 'eq', values: ['F'] })).toBe('Sex is Female');
    expect(label({ id: 'dateOfDeath', operator: 'eq', values: ['2026-01-01', '2026-01-31'] })).toBe(
      'Death Date is 01/01/2026 - 01/31/2026',
    );
  });

  it('computes the quick date ranges back from today', () => {
    const today = new Date(2026, 2, 1, 15, 30);
    expect(quickRange('Last 24 Hours', today)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(quickRange('Last 7 Days', today)).toEqual({ from: '2026-02-22', to: '2026-03-01' });
    expect(quickRange('Last 30 Days', today)).toEqual({ from: '2026-01-30', to: '2026-03-01' });
  });

  it('builds the entry of the inputs only once they are complete', () => {
    const manner = field('mannerOfDeath');
    expect(draftEntry(manner, 'in', EMPTY_DRAFT)).toBeNull();
    expect(draftEntry(manner, 'in', { ...EMPTY_DRAFT, choices: ['HOMICIDE', 'SUICIDE'] })).toEqual({
      id: 'mannerOfDeath',
      operator: 'in',
      values: ['HOMICIDE', 'SUICIDE'],
    });
    expect(draftEntry(manner, 'eq', { ...EMPTY_DRAFT, choices: ['HOMICIDE', 'SUICIDE'] })?.values).toEqual([
      'HOMICIDE',
    ]);
    expect(draftEntry(field('causeOfDeath'), 'like', { ...EMPTY_DRAFT, text: '  gun ' })?.values).toEqual([
      'gun',
    ]);

    const date = field('deathDate');
    expect(draftEntry(date, 'eq', { ...EMPTY_DRAFT, from: '2026-02-01', to: '2026-01-01' })?.values).toEqual([
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(draftEntry(date, 'eq', { ...EMPTY_DRAFT, to: '2026-01-01' })?.values).toEqual(['2026-01-01']);
    expect(draftEntry(date, 'lte', { ...EMPTY_DRAFT, to: '2026-01-01' })?.values).toEqual(['2026-01-01']);
    expect(draftEntry(date, 'gte', { ...EMPTY_DRAFT, to: '2026-01-01' })).toBeNull();

    const age = field('roundedAge');
    expect(draftEntry(age, 'eq', { ...EMPTY_DRAFT, from: '18', to: '65' })?.values).toEqual([18, 65]);
    expect(draftEntry(age, 'eq', { ...EMPTY_DRAFT, from: '18' })?.values).toEqual([18]);
    expect(draftEntry(age, 'eq', { ...EMPTY_DRAFT, to: '65' })).toBeNull();
    expect(draftEntry(age, 'gte', { ...EMPTY_DRAFT, from: 'abc' })).toBeNull();
  });
});
