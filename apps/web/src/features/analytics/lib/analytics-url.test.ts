import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, type FilterEntry } from '@hde/contracts/api';
import { decodeFilter, encodeFilter, readView, viewParams } from './analytics-url';

const FILTERS: FilterEntry[] = [
  { id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE', 'SUICIDE'] },
  { id: 'deathDate', operator: 'eq', values: ['2020-01-01', '2020-12-31'] },
  { id: 'age', operator: 'gte', values: [18] },
  { id: 'childDeath', operator: 'eq', values: [true] },
  { id: 'race', operator: 'in', values: [null, 'White, "Hispanic"'] },
  { id: 'extra.unit', operator: 'like', values: ['north & 5%'] },
];

const paramsOf = (query: string) => new URLSearchParams(query);
const filterParam = (tuple: unknown) => `f=${encodeURIComponent(JSON.stringify(tuple))}`;

describe('the analytics view in the address', () => {
  it('round-trips the filters, their value types and the quick search', () => {
    const params = viewParams({
      workspaceTab: 'analytics',
      tab: 'demographics',
      text: 'heroin',
      filters: FILTERS,
    });
    const address = params.toString();
    expect(address.startsWith('id=analytics&tab=demographics&q=heroin&f=')).toBe(true);
    expect(readView(paramsOf(address))).toEqual({ filters: FILTERS, text: 'heroin' });
  });

  it('writes one f per filter as [field, operator, ...values]', () => {
    expect(encodeFilter(FILTERS[0]!)).toBe('["mannerOfDeath","in","HOMICIDE","SUICIDE"]');
    expect(viewParams({ workspaceTab: 'analytics', text: '', filters: [] }).toString()).toBe('id=analytics');
  });

  it('tells a number from a numeric string', () => {
    expect(decodeFilter('["age","gte",18]')?.values).toEqual([18]);
    expect(decodeFilter('["age","gte","18"]')).toBeNull();
  });

  it("keeps a filter a saved template names by the field's other name", () => {
    expect(decodeFilter('["sex","in","F"]')).toEqual({ id: 'sex', operator: 'in', values: ['F'] });
  });

  it.each([
    ['not JSON', '{mannerOfDeath'],
    ['not an array', '{"id":"mannerOfDeath","operator":"in","values":["HOMICIDE"]}'],
    ['an unknown field', '["ssn","eq","1"]'],
    ['a field the filter bar does not offer', '["firstName","eq","Ann"]'],
    ['an unknown operator', '["mannerOfDeath","regex","HOMICIDE"]'],
    ['an operator the field does not take', '["childDeath","like","true"]'],
    ['no value', '["mannerOfDeath","in"]'],
    ['a value of the wrong type', '["childDeath","eq","yes"]'],
    ['an object value', '["mannerOfDeath","eq",{"$ne":1}]'],
    ['a too long value', JSON.stringify(['causeOfDeath', 'eq', 'x'.repeat(QUERY_LIMITS.valueLength + 1)])],
    ['too many values', JSON.stringify(['causeOfDeath', 'in', ...Array(QUERY_LIMITS.values + 1).fill('x')])],
    ['a bare custom prefix', '["extra.","eq","x"]'],
  ])('drops a filter with %s', (_reason, text) => {
    expect(decodeFilter(text)).toBeNull();
  });

  it('keeps the good filters of an address beside forged ones, and drops a too long quick search', () => {
    const query = [
      filterParam(['mannerOfDeath', 'in', 'HOMICIDE']),
      'f=%7B%7B%7B',
      filterParam(['__proto__', 'eq', 1]),
      `q=${'x'.repeat(QUERY_LIMITS.text + 1)}`,
    ].join('&');
    expect(readView(paramsOf(query))).toEqual({
      filters: [{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }],
      text: '',
    });
    expect(readView(paramsOf('q=%20%20opioid%20')).text).toBe('opioid');
  });
});
