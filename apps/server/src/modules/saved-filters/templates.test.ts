import { describe, expect, it } from 'vitest';
import type { SavedFilterTemplate } from '@hde/contracts/api';
import { SAVED_FILTER_MESSAGES } from '@hde/contracts/text';
import { configurationBodyFor, filterProblem, sameName, templatesOf, visibleTemplates } from './templates.js';

const template = (
  id: string,
  visibility: 'PRIVATE' | 'WORKSPACE',
  createdBy: string,
): SavedFilterTemplate => ({
  id,
  name: `Template ${id}`,
  visibility,
  filters: [{ id: 'mannerOfDeath', operator: 'eq', values: ['HOMICIDE'] }],
  createdBy,
});

describe('saved filter template rules', () => {
  const body = {
    templates: [
      template('a', 'WORKSPACE', 'u1'),
      template('b', 'PRIVATE', 'u1'),
      template('c', 'PRIVATE', 'u2'),
      { id: 'broken' },
    ],
  };

  it('reads the valid templates of a body and nothing of a malformed one', () => {
    expect(templatesOf(body).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(templatesOf(null)).toEqual([]);
    expect(templatesOf({ templates: 'x' })).toEqual([]);
    expect(templatesOf([])).toEqual([]);
  });

  it("shows workspace templates and one's own private ones, never another user's", () => {
    expect(visibleTemplates(body, 'u1').map((t) => t.id)).toEqual(['a', 'b']);
    expect(visibleTemplates(body, 'u2').map((t) => t.id)).toEqual(['a', 'c']);
    expect(visibleTemplates(body, 'u3').map((t) => t.id)).toEqual(['a']);
  });

  it('filters only the saved filters body of the generic configuration routes', () => {
    expect(configurationBodyFor('saved-filters-configuration', body, 'u3')).toEqual({
      templates: [template('a', 'WORKSPACE', 'u1')],
    });
    const mapping = { DOD: 'date_of_death' };
    expect(configurationBodyFor('case-configuration', mapping, 'u3')).toBe(mapping);
  });

  it('compares names trimmed and case-insensitively', () => {
    expect(sameName(' Homicides ', 'homicides')).toBe(true);
    expect(sameName('Homicides', 'Homicide')).toBe(false);
  });

  it('accepts case fields and the workspace custom fields with an operator they allow', () => {
    const custom = new Set(['district']);
    expect(
      filterProblem(
        [
          { id: 'deathDate', operator: 'gte', values: ['2024-01-01'] },
          { id: 'ageGroup', operator: 'in', values: ['0-1', '2-4'] },
          { id: 'extra.district', operator: 'like', values: ['North'] },
        ],
        custom,
      ),
    ).toBeNull();
    expect(filterProblem([{ id: 'extra.other', operator: 'eq', values: ['x'] }], custom)).toBe(
      SAVED_FILTER_MESSAGES.unknownField('extra.other'),
    );
    expect(filterProblem([{ id: 'fileName', operator: 'eq', values: ['x'] }], custom)).toBe(
      SAVED_FILTER_MESSAGES.unknownField('fileName'),
    );
    expect(filterProblem([{ id: 'ageGroup', operator: 'like', values: ['0'] }], custom)).toBe(
      SAVED_FILTER_MESSAGES.operatorNotAllowed('like', 'ageGroup'),
    );
  });
});
