import { describe, expect, it } from 'vitest';
import { MISSING_VALUE } from '@hde/contracts';
import type { RecentCase } from '@hde/contracts/api';
import { recentCaseCell, type RecentCaseColumn } from './recent-case-cell';

const row: RecentCase = {
  caseId: 'C-1',
  deathDate: '2026-03-04',
  pathologist: '  ',
  examTurnAround: 1,
  reportTurnaroundTime: 45,
  dcTurnaroundTime: -1,
  districtAttorney: 'J. Doe',
  circuitCaseNumber: null,
  judge: null,
  trialDate: 'soon',
};

describe('recentCaseCell', () => {
  it('writes calendar days as MM/DD/YYYY, whatever the time zone', () => {
    expect(recentCaseCell(row, 'deathDate')).toBe('03/04/2026');
  });

  it('writes turnarounds in days', () => {
    expect(recentCaseCell(row, 'examTurnAround')).toBe('1 day');
    expect(recentCaseCell(row, 'reportTurnaroundTime')).toBe('45 days');
  });

  it.each<RecentCaseColumn>(['dcTurnaroundTime', 'pathologist', 'circuitCaseNumber', 'trialDate'])(
    'shows --- for a missing, blank, -1 or unreadable %s',
    (column) => {
      expect(recentCaseCell(row, column)).toBe(MISSING_VALUE);
    },
  );

  it('shows text as it is', () => {
    expect(recentCaseCell(row, 'districtAttorney')).toBe('J. Doe');
  });
});
