import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { caseDiagnoses, cases, fileImports } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import { storedFileLeaves } from './file-leaves.js';
import { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';
import { createLedgerFixture, storeFile, type LedgerFixture } from './test-fixture.js';

let fixture: LedgerFixture;
beforeEach(async () => {
  fixture = await createLedgerFixture();
});
afterEach(() => fixture.close());

describe('storedFileLeaves', () => {
  const hashesOf = async (fileImportId: string, signal?: AbortSignal) =>
    (await storedFileLeaves(fixture.db, fileImportId, signal)).map((leaf) => leaf.hash);

  it('lists versions by row, then diagnoses and toxicology results by (row, ordinal)', async () => {
    const fileImportId = await storeFile(fixture, [
      { caseId: 'A-1', record: { caseId: 'A-1', mannerOfDeath: 'NATURAL' } },
      {
        caseId: 'A-2',
        record: { caseId: 'A-2', age: 40 },
        diagnoses: [{ diagnosis: 'first' }, { diagnosis: 'second', anatomicalSite: 'heart' }],
        toxResults: [{ analysis: 'Ethanol', results: '0.08' }],
      },
    ]);
    expect(await hashesOf(fileImportId)).toEqual([
      contentHash({ caseId: 'A-1', mannerOfDeath: 'NATURAL' }),
      contentHash({ age: 40, caseId: 'A-2' }),
      contentHash(diagnosisLeafContent({ caseId: 'A-2', diagnosis: 'first' })),
      contentHash(diagnosisLeafContent({ caseId: 'A-2', diagnosis: 'second', anatomicalSite: 'heart' })),
      contentHash(toxResultLeafContent({ caseId: 'A-2', analysis: 'Ethanol', results: '0.08' })),
    ]);
  });

  it('reads a file larger than one batch in order, ties broken the same way every time', async () => {
    const { db, workspaceId } = fixture;
    const [fileImport] = await db
      .insert(fileImports)
      .values({ workspaceId })
      .returning({ id: fileImports.id });
    const fileImportId = fileImport!.id;
    await db.insert(cases).values({ workspaceId, caseId: 'BIG' });
    // Shuffled rows, with (row, ordinal) pairs repeated so the id has to break ties across batch edges.
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      workspaceId,
      caseId: 'BIG',
      fileImportId,
      rowNumber: (index * 7919) % 600,
      ordinal: index % 3,
      diagnosis: `d${index}`,
    }));
    const hashed = rows.map((row) => ({ ...row, contentHash: contentHash(diagnosisLeafContent(row)) }));
    const inserted = await db.insert(caseDiagnoses).values(hashed).returning({
      id: caseDiagnoses.id,
      rowNumber: caseDiagnoses.rowNumber,
      ordinal: caseDiagnoses.ordinal,
    });
    const byId = new Map(rows.map((row, index) => [inserted[index]!.id, row]));
    const expected = inserted
      .toSorted((a, b) => a.rowNumber - b.rowNumber || a.ordinal - b.ordinal || (a.id < b.id ? -1 : 1))
      .map((row) => contentHash(diagnosisLeafContent(byId.get(row.id)!)));

    expect(await hashesOf(fileImportId)).toEqual(expected);
  });

  it('stops between batches once its signal aborts', async () => {
    const fileImportId = await storeFile(fixture, [{ caseId: 'A-1', record: { caseId: 'A-1' } }]);
    const controller = new AbortController();
    controller.abort();
    await expect(hashesOf(fileImportId, controller.signal)).rejects.toThrow(/abort/i);
  });
});
