import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fixtureFolder, readTable } from './test-support/fixtures.js';

const files = fixtureFolder();
const TEXT = 'Nom;Prénom;Ville\nJosé;Élodie;Zürich\n« Café »;crème brûlée – 5 €;naïve\n';
const EXPECTED = [
  ['José', 'Élodie', 'Zürich'],
  ['« Café »', 'crème brûlée – 5 €', 'naïve'],
];

describe('CSV encodings', () => {
  it.each([
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)])],
    ['UTF-8 without BOM', Buffer.from(TEXT)],
    ['UTF-16LE with BOM', iconv.encode(TEXT, 'utf-16le', { addBOM: true })],
    ['UTF-16BE with BOM', iconv.encode(TEXT, 'utf-16be', { addBOM: true })],
    ['windows-1252', iconv.encode(TEXT, 'windows-1252')],
  ])('reads %s', async (name, bytes) => {
    const table = await readTable(await files.write(`${name}.csv`, bytes), 'CSV');
    expect(table.headers).toEqual(['Nom', 'Prénom', 'Ville']);
    expect(table.rows.map((row) => row.values)).toEqual(EXPECTED);
  });

  it('reads ISO-8859-1 text', async () => {
    const bytes = iconv.encode('name,city\nJosé,São Paulo\n', 'iso-8859-1');
    const table = await readTable(await files.write('latin1.csv', bytes), 'CSV');
    expect(table.rows[0]?.values).toEqual(['José', 'São Paulo']);
  });

  it('reads a file that mixes UTF-8 and Windows-1252 lines, each line in its own encoding', async () => {
    const bytes = Buffer.concat([
      Buffer.from('name,city\nJos\u00e9,Montr\u00e9al\n'),
      iconv.encode('Jos\u00e9,S\u00e3o Paulo \u2013 \u20ac\n', 'windows-1252'),
    ]);
    const table = await readTable(await files.write('mixed.csv', bytes), 'CSV');
    expect(table.rows.map((row) => row.values)).toEqual([
      ['Jos\u00e9', 'Montr\u00e9al'],
      ['Jos\u00e9', 'S\u00e3o Paulo \u2013 \u20ac'],
    ]);
  });
});
