import { describe, expect, it } from 'vitest';
import { CSV_READ_BYTES, readCsvRows } from './csv-rows';

const utf8 = (text: string) => [...new TextEncoder().encode(text)];

describe('readCsvRows', () => {
  it('reads the first rows of a file from its first bytes only', async () => {
    const header = 'Case ID,Last Name,Age\n';
    const rows = Array.from({ length: 20_000 }, (_, index) => `C-${index},Doe,${index % 90}\n`).join('');
    const file = new Blob([header, rows]);
    expect(file.size).toBeGreaterThan(CSV_READ_BYTES);
    expect(await readCsvRows(file, 3)).toEqual([
      ['Case ID', 'Last Name', 'Age'],
      ['C-0', 'Doe', '0'],
      ['C-1', 'Doe', '1'],
    ]);
  });

  it('reads a Windows-1252 file with semicolons', async () => {
    const file = new Blob([
      new Uint8Array([...utf8('Nom;Ville\nJos'), 0xe9, ...utf8(';Montr'), 0xe9, ...utf8('al '), 0x96, 0x0a]),
    ]);
    expect(await readCsvRows(file, 3)).toEqual([
      ['Nom', 'Ville'],
      ['José', 'Montréal –'],
    ]);
  });

  it('reads each line of a file that mixes UTF-8 and Windows-1252 lines in its own encoding', async () => {
    const file = new Blob([new Uint8Array([...utf8('Name\nJosé\nJos'), 0xe9, 0x0a])]);
    expect(await readCsvRows(file, 3)).toEqual([['Name'], ['José'], ['José']]);
  });

  it('refuses a file that is not text', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expect(readCsvRows(new Blob([png]), 3)).rejects.toThrow('The file is not text');
  });
});
