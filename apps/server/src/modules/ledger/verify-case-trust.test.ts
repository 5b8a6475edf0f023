import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trustInfoSchema } from '@hde/contracts/api';
import { fileImports, ledgerEntries, workspaces } from '../../platform/db/schema.js';
import {
  createLedgerFixture,
  ledgerFile,
  storeFile,
  threeImports,
  type LedgerFixture,
} from './test-fixture.js';
import { verifyCaseTrust } from './verify-case-trust.js';

let fixture: LedgerFixture;
let files: string[];
beforeEach(async () => {
  fixture = await createLedgerFixture();
  files = await threeImports(fixture);
});
afterEach(() => fixture.close());

const trustOf = (caseId: string) => verifyCaseTrust(fixture, fixture.workspaceId, caseId);

async function transactionIdOf(fileImportId: string) {
  const [fileImport] = await fixture.db
    .select({ transactionId: fileImports.transactionId })
    .from(fileImports)
    .where(eq(fileImports.id, fileImportId));
  return fileImport!.transactionId;
}

describe('verifyCaseTrust', () => {
  it('verifies each version of a case by its inclusion in its own file entry, in version order', async () => {
    const trust = (await trustOf('C-1')).map((info) => trustInfoSchema.parse(info));
    expect(trust).toEqual(
      await Promise.all(
        files.map(async (fileImportId, index) => ({
          id: 'C-1',
          version: index + 1,
          transactionId: await transactionIdOf(fileImportId),
          score: 1,
          verified: true,
          checking: false,
          checks: { signature: true, chain: true, content: true },
        })),
      ),
    );
  });

  it('fails only the altered version, even for other cases of the same file', async () => {
    await fixture.db.execute(
      sql`update case_versions set record = jsonb_set(record, '{mannerOfDeath}', '"HOMICIDE"')
          where case_id = 'C-1' and version = 2`,
    );
    const [first, second, third] = await trustOf('C-1');
    expect(second).toMatchObject({
      version: 2,
      verified: false,
      score: 2 / 3,
      checks: { signature: true, chain: true, content: false },
    });
    expect(first?.verified).toBe(true);
    expect(third?.verified).toBe(true);
    expect((await trustOf('C-3')).map((info) => info.verified)).toEqual([true]);
  });

  it('fails the chain of versions ledgered at or after a broken link', async () => {
    await fixture.db
      .update(ledgerEntries)
      .set({ prevHash: 'b'.repeat(64) })
      .where(eq(ledgerEntries.seq, 2));
    expect((await trustOf('C-1')).map((info) => info.checks.chain)).toEqual([true, false, false]);
  });

  it('reports a version whose import has no entry yet as unverified', async () => {
    await storeFile(fixture, [{ caseId: 'C-2', record: { caseId: 'C-2' } }]);
    const trust = await trustOf('C-2');
    expect(trust.map((info) => [info.version, info.verified])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(trust[2]).toMatchObject({ transactionId: null, score: 0 });
  });

  describe('a case with two versions in one file', () => {
    const record = (caseId: string, mannerOfDeath: string) => ({ caseId, mannerOfDeath, extra: {} });
    beforeEach(async () => {
      await ledgerFile(
        fixture,
        await storeFile(fixture, [
          {
            caseId: 'R-1',
            record: record('R-1', 'NATURAL'),
            diagnoses: [{ diagnosis: 'A' }, { diagnosis: 'B' }],
          },
          { caseId: 'R-2', record: record('R-2', 'NATURAL') },
          { caseId: 'R-1', record: record('R-1', 'HOMICIDE') },
        ]),
      );
    });
    const setVersion = (version: number, set: ReturnType<typeof sql>) =>
      fixture.db.execute(sql`update case_versions set ${set} where case_id = 'R-1' and version = ${version}`);
    const verifiedOf = async (caseId: string) => (await trustOf(caseId)).map((info) => info.verified);

    it('verifies both', async () => {
      expect(await verifiedOf('R-1')).toEqual([true, true]);
    });

    it('fails version 2 reverted to the content of version 1, a leaf of the same file', async () => {
      await setVersion(2, sql`record = ${JSON.stringify(record('R-1', 'NATURAL'))}::jsonb`);
      expect(await verifiedOf('R-1')).toEqual([true, false]);
    });

    it('fails versions that swapped their rows and contents', async () => {
      await setVersion(1, sql`row_number = -1`);
      await setVersion(2, sql`row_number = 0`);
      await setVersion(1, sql`row_number = 2`);
      await fixture.db.execute(
        sql`update case_versions set record = case version when 1 then ${JSON.stringify(record('R-1', 'HOMICIDE'))}::jsonb
              else ${JSON.stringify(record('R-1', 'NATURAL'))}::jsonb end where case_id = 'R-1'`,
      );
      expect(await verifiedOf('R-1')).toEqual([false, false]);
    });

    it("fails a version given another case's row and content", async () => {
      await setVersion(2, sql`row_number = 1, record = ${JSON.stringify(record('R-2', 'NATURAL'))}::jsonb`);
      expect(await verifiedOf('R-1')).toEqual([true, false]);
    });

    it('fails a diagnosis overwritten with its sibling, moved to its place', async () => {
      await fixture.db.execute(
        sql`update case_diagnoses set diagnosis = 'A', ordinal = 0 where case_id = 'R-1' and ordinal = 1`,
      );
      expect(await verifiedOf('R-1')).toEqual([false, false]);
    });
  });

  it('knows no versions of a case outside the workspace', async () => {
    const [other] = await fixture.db
      .insert(workspaces)
      .values({ moduleId: 'ledger-test', name: 'Other' })
      .returning({ id: workspaces.id });
    expect(await verifyCaseTrust(fixture, other!.id, 'C-1')).toEqual([]);
  });
});
