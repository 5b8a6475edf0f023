import { describe, expect, it } from 'vitest';
import { exportOmittedLabels, isExportColumn } from './csv-export.js';
import { analyticsFieldsOf } from './fields.js';

describe('the CSV export columns', () => {
  it('keeps the case id and leaves out the other personal and free-text fields, each named once', () => {
    const omitted = exportOmittedLabels('CASE');
    expect(omitted).toEqual(expect.arrayContaining(['First Name', 'Last Name', 'Date of Birth', 'Scene']));
    expect(omitted).not.toContain('Case ID');
    expect(new Set(omitted).size).toBe(omitted.length);
    const columns = analyticsFieldsOf('CASE').filter(isExportColumn);
    for (const column of columns) expect(omitted).not.toContain(column.label);
  });

  it('exports each value under one label', () => {
    const labels = analyticsFieldsOf('CASE')
      .filter(isExportColumn)
      .map((field) => field.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => label === 'Sex')).toHaveLength(1);
    expect(labels.filter((label) => label === 'Death Date')).toHaveLength(1);
  });
});
