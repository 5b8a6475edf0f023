import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trustInfoSchema } from '@hde/contracts';
import { fileImports, ledgerEntries, workspaces } from '../../platform/db/schema.js';
import { createLedgerFixture, storeFile, threeImports, type LedgerFixture } from './test-fixture.js';
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

  it('knows no versions of a case outside the workspace', async () => {
    const [other] = await fixture.db
      .insert(workspaces)
      .values({ moduleId: 'ledger-test', name: 'Other' })
      .returning({ id: workspaces.id });
    expect(await verifyCaseTrust(fixture, other!.id, 'C-1')).toEqual([]);
  });
});
