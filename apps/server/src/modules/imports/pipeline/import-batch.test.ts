import { describe, expect, it } from 'vitest';
import { ImportBatch } from './import-batch.js';
import type { ImportUnit } from './import-units.js';
import type { PreparedCase } from './prepare-case.js';

function unit(rowNumber: number, caseId: string | null, issues: ImportUnit['issues'] = []): ImportUnit {
  const caseVersion = caseId
    ? ({ rowNumber, caseId, record: { caseId, extra: {} }, contentHash: 'h' } as PreparedCase)
    : null;
  return { rowNumber, caseVersion, children: [], issues, failed: caseId === null };
}

const warning = (rowNumber: number) => ({
  type: 'WARNING' as const,
  rowNumber,
  caseId: null,
  fieldName: 'x',
  message: 'w',
});

describe('ImportBatch', () => {
  it('counts processed and failed rows once each', () => {
    const batch = new ImportBatch();
    batch.add(unit(2, 'A'));
    batch.add(unit(3, null));
    batch.add(unit(4, 'B'));
    batch.markFailed(4);
    batch.markFailed(4);
    expect([batch.units, batch.completed, batch.failed]).toEqual([3, 1, 2]);
  });

  it('counts every warning it lists, as the errors dialog lists them', () => {
    const batch = new ImportBatch();
    batch.add(unit(2, 'A', [warning(2), warning(2)]));
    batch.add(unit(3, null, [warning(3)]));
    batch.addIssues([{ ...warning(1), fieldName: null }]);
    batch.addIssues([{ ...warning(4), type: 'ERROR' }]);
    expect(batch.warned).toBe(4);
    expect(batch.issues.filter((issue) => issue.type === 'WARNING')).toHaveLength(batch.warned);
  });

  it('does not accept a case id it already holds', () => {
    const batch = new ImportBatch();
    batch.add(unit(2, 'A'));
    expect(batch.accepts(unit(3, 'A'))).toBe(false);
    expect(batch.accepts(unit(3, 'B'))).toBe(true);
  });
});
