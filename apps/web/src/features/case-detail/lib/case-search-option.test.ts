import { describe, expect, it } from 'vitest';
import { caseSearchOptionLabel } from './case-search-option';

describe('caseSearchOptionLabel', () => {
  it('reads "caseId — Last, First (death date)"', () => {
    expect(
      caseSearchOptionLabel({ caseId: 'C-1', firstName: 'Jane', lastName: 'Doe', deathDate: '2025-12-24' }),
    ).toBe('C-1 — Doe, Jane (12/24/2025)');
  });

  it('leaves out what is missing', () => {
    expect(caseSearchOptionLabel({ caseId: 'C-2', firstName: null, lastName: 'Doe', deathDate: null })).toBe(
      'C-2 — Doe',
    );
    expect(
      caseSearchOptionLabel({ caseId: 'C-3', firstName: null, lastName: null, deathDate: '2025-01-02' }),
    ).toBe('C-3 — (01/02/2025)');
    expect(caseSearchOptionLabel({ caseId: 'C-4', firstName: null, lastName: null, deathDate: null })).toBe(
      'C-4',
    );
  });
});
