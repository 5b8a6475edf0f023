import { describe, expect, it } from 'vitest';
import { fallbackCaseId } from './fallback-case-id.js';

const person = {
  last_name: 'Smith',
  first_name: 'John',
  date_of_birth: '1980-06-15',
  date_of_death: '2024-01-05',
};

describe('fallbackCaseId', () => {
  it('is GEN- and 12 hex digits', () => {
    expect(fallbackCaseId(person)).toMatch(/^GEN-[0-9A-F]{12}$/);
  });

  it('is stable across imports and spellings of the same person', () => {
    const id = fallbackCaseId(person);
    expect(fallbackCaseId({ ...person })).toBe(id);
    expect(fallbackCaseId({ ...person, last_name: '  SMITH ', first_name: 'john' })).toBe(id);
    expect(fallbackCaseId({ ...person, case_id: null, sex: 'M', pathologist: 'Dr. A' })).toBe(id);
  });

  it('ignores accents and inner spacing in names', () => {
    const accented = { ...person, last_name: 'Peña  Díaz' };
    expect(fallbackCaseId(accented)).toBe(fallbackCaseId({ ...person, last_name: 'pena diaz' }));
  });

  it('differs when any of its fields differs', () => {
    const id = fallbackCaseId(person);
    expect(fallbackCaseId({ ...person, last_name: 'Smyth' })).not.toBe(id);
    expect(fallbackCaseId({ ...person, first_name: 'Jon' })).not.toBe(id);
    expect(fallbackCaseId({ ...person, date_of_birth: '1980-06-16' })).not.toBe(id);
    expect(fallbackCaseId({ ...person, date_of_death: '2024-01-06' })).not.toBe(id);
    expect(fallbackCaseId({ ...person, date_of_birth: null })).not.toBe(id);
  });

  it('does not let field boundaries shift', () => {
    const a = fallbackCaseId({ ...person, last_name: 'Ann', first_name: 'Marie' });
    const b = fallbackCaseId({ ...person, last_name: 'Ann Marie', first_name: '' });
    expect(a).not.toBe(b);
  });

  it('is null without a last name or a date of death', () => {
    expect(fallbackCaseId({ ...person, last_name: null })).toBeNull();
    expect(fallbackCaseId({ ...person, last_name: '  ' })).toBeNull();
    expect(fallbackCaseId({ ...person, date_of_death: undefined })).toBeNull();
    expect(fallbackCaseId({})).toBeNull();
  });

  it('works with only the required fields', () => {
    expect(fallbackCaseId({ last_name: 'Doe', date_of_death: '2024-01-05' })).toMatch(/^GEN-/);
  });
});
