import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCases } from './case-generator.js';
import { csvLine } from './csv.js';
import { CASE_FIELD_IDS, DIAGNOSIS_FIELD_IDS, TOXICOLOGY_FIELD_IDS } from './field-ids.js';
import { writeCaseFilesCsv, writeCasesCsv, writeDiagnosisCsv, writeToxicologyCsv } from './write-csv.js';

const NOW = '2025-06-30';

/** A writable that keeps what it receives, acknowledging asynchronously so back-pressure really happens. */
function memorySink(highWaterMark = 16 * 1024) {
  const chunks: string[] = [];
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      setImmediate(callback);
    },
  });
  return { stream, text: () => chunks.join('') };
}

function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, relax_column_count: false });
}

describe('csvLine', () => {
  it('round-trips any values through an RFC 4180 parser', () => {
    const tricky = fc.string({ unit: fc.constantFrom('a', 'Z', ',', '"', '\r', '\n', ' ', 'é', ';') });
    fc.assert(
      fc.property(fc.array(tricky, { minLength: 2, maxLength: 6 }), (values) => {
        expect(parse(csvLine(values), { relax_column_count: false })).toEqual([values]);
      }),
    );
  });
});

describe('writeCaseFilesCsv', () => {
  it('writes case, toxicology and diagnosis files that parse back to the generated values', async () => {
    const options = { count: 2000, seed: 'csv', now: NOW };
    const [cases, toxicology, diagnoses] = [memorySink(), memorySink(), memorySink()];
    const written = await writeCaseFilesCsv(options, {
      cases: cases.stream,
      toxicology: toxicology.stream,
      diagnoses: diagnoses.stream,
    });
    const generated = generateCases(options);

    const caseText = cases.text();
    expect(caseText.slice(0, caseText.indexOf('\r\n'))).toBe(CASE_FIELD_IDS.join(','));
    expect(caseText).toContain('""used something""'); // quotes inside a quoted field
    expect(caseText).toMatch(/"[^"\r\n]*\nAdditional information/); // a line break inside a quoted field
    expect(parseCsv(caseText)).toEqual(generated.map((c) => c.caseRow));

    const toxRows = generated.flatMap((c) => c.toxicology);
    expect(parseCsv(toxicology.text())).toEqual(toxRows);
    expect(toxicology.text().startsWith(`${TOXICOLOGY_FIELD_IDS.join(',')}\r\n`)).toBe(true);
    const diagnosisRows = generated.flatMap((c) => c.diagnoses);
    expect(parseCsv(diagnoses.text())).toEqual(diagnosisRows);
    expect(diagnoses.text().startsWith(`${DIAGNOSIS_FIELD_IDS.join(',')}\r\n`)).toBe(true);

    expect(written).toEqual({ cases: 2000, toxicology: toxRows.length, diagnoses: diagnosisRows.length });
  });

  it('writes each file alone with the same rows as together', async () => {
    const options = { count: 300, seed: 12, now: NOW };
    const [cases, toxicology, diagnoses] = [memorySink(), memorySink(), memorySink()];
    expect(await writeCasesCsv(options, cases.stream)).toBe(300);
    await writeToxicologyCsv(options, toxicology.stream);
    await writeDiagnosisCsv(options, diagnoses.stream);
    const caseIds = new Set(parseCsv(cases.text()).map((row) => row.case_id));
    const toxRows = parseCsv(toxicology.text());
    expect(toxRows.length).toBeGreaterThan(0);
    for (const row of [...toxRows, ...parseCsv(diagnoses.text())])
      expect(caseIds.has(row.case_id)).toBe(true);
    expect(cases.stream.writableFinished).toBe(true);
  });

  it('can leave the output open', async () => {
    const sink = memorySink();
    await writeCasesCsv({ count: 5, seed: 1, now: NOW }, sink.stream, { end: false });
    expect(sink.stream.writableEnded).toBe(false);
    sink.stream.end();
  });

  it('writes nothing when the options are bad', async () => {
    const sink = memorySink();
    await expect(writeCasesCsv({ count: -1, seed: 1 }, sink.stream)).rejects.toThrow(/count/);
    expect(sink.text()).toBe('');
  });

  it('rejects when the output fails, without an unhandled error event', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('disk full'));
      },
    });
    await expect(writeCasesCsv({ count: 2000, seed: 1, now: NOW }, failing)).rejects.toThrow();
  });

  it('streams 200,000 cases with flat memory', { timeout: 180_000 }, async () => {
    let bytes = 0;
    let rows = 0;
    let peakRss = 0;
    const baselineRss = process.memoryUsage().rss;
    const sink = new Writable({
      highWaterMark: 256 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1;
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        setImmediate(callback);
      },
    });
    const written = await writeCasesCsv({ count: 200_000, seed: 'bench', now: NOW }, sink);
    expect(written).toBe(200_000);
    expect(rows).toBeGreaterThan(200_000); // header plus rows, plus a few line breaks inside quoted fields
    expect(bytes).toBeGreaterThan(80 * 1024 * 1024);
    // Holding the rows would need several hundred MB; streaming stays near the baseline.
    expect(peakRss - baselineRss).toBeLessThan(150 * 1024 * 1024);
  });
});
