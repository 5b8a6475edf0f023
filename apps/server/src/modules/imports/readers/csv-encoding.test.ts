import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectEncoding } from './csv-encoding.js';
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

  it('tells which bytes are a byte order mark', () => {
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({
      encoding: 'utf-8',
      bomLength: 3,
    });
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x61, 0]))).toEqual({
      encoding: 'utf-16le',
      bomLength: 2,
    });
    expect(detectEncoding(Buffer.from('plain ascii'))).toEqual({ encoding: 'utf-8', bomLength: 0 });
  });

  it('takes a sample cut inside a UTF-8 character for UTF-8', () => {
    const sample = Buffer.from('Prénom').subarray(0, 4);
    expect(detectEncoding(sample).encoding).toBe('utf-8');
  });
});
