import { describe, expect, it } from 'vitest';
import { readFileSample, sampleOf, UnreadableFileError } from './file-sample';

describe('sampleOf', () => {
  it('pairs each header with its sample values', () => {
    expect(sampleOf([['Case ID', 'Sex'], ['A-1', 'F'], ['A-2']])).toEqual({
      columns: [
        { header: 'Case ID', values: ['A-1', 'A-2'] },
        { header: 'Sex', values: ['F', ''] },
      ],
      rowCount: 2,
    });
  });

  it('names blank, padded and repeated headers as the import does', () => {
    expect(
      sampleOf([
        ['Case ID', ' ', ' Sex ', 'Case ID'],
        ['A-1', 'x', 'M', 'dup'],
      ]).columns,
    ).toEqual([
      { header: 'Case ID', values: ['A-1'] },
      { header: 'Column 2', values: ['x'] },
      { header: 'Sex', values: ['M'] },
      { header: 'Case ID (2)', values: ['dup'] },
    ]);
  });

  it('has no columns without a header row', () => {
    expect(sampleOf([])).toEqual({ columns: [], rowCount: 0 });
  });
});

describe('readFileSample', () => {
  it('reads the header and two sample rows', async () => {
    const file = new Blob(['Case ID,Sex\nA-1,F\nA-2,M\nA-3,F\n']);
    expect(await readFileSample(file, 'CSV')).toEqual({
      columns: [
        { header: 'Case ID', values: ['A-1', 'A-2'] },
        { header: 'Sex', values: ['F', 'M'] },
      ],
      rowCount: 2,
    });
  });

  it('calls an empty or damaged file unreadable', async () => {
    await expect(readFileSample(new Blob(['\n\n']), 'CSV')).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(readFileSample(new Blob(['not a workbook']), 'XLSX')).rejects.toBeInstanceOf(
      UnreadableFileError,
    );
  });
});
