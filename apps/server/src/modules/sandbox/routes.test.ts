import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CASE_COUNT } from '@hde/contracts';
import { dummyDataResponseSchema } from '@hde/contracts/api';
import { FILE_IMPORT_ERRORS, SANDBOX_FILE_NAME } from '@hde/contracts/text';
import { caseDiagnoses, cases, caseToxResults } from '../../platform/db/schema.js';
import { fileStatus, importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace } from '../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function countOf(
  table: typeof cases | typeof caseDiagnoses | typeof caseToxResults,
  workspaceId: string,
) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.workspaceId, workspaceId));
  return row?.n ?? 0;
}

describe('POST workspace/{id}/dummy-data', () => {
  it('imports 100 synthetic cases with diagnoses and toxicology through the pipeline, once', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const reply = await owner.call('POST', `/v2/app/workspace/${workspace.id}/dummy-data`);
    expect(reply.statusCode).toBe(202);
    const { fileImportId } = dummyDataResponseSchema.parse(reply.json());
    expect((await fileStatus(owner, fileImportId)).status).toBe('RECEIVED');

    await ctx.runJobs();
    const status = await fileStatus(owner, fileImportId);
    expect(status).toMatchObject({
      status: 'SUCCESS',
      fileName: SANDBOX_FILE_NAME,
      totalItems: SANDBOX_CASE_COUNT,
      completedItems: SANDBOX_CASE_COUNT,
      erroredItems: 0,
    });
    expect(await countOf(cases, workspace.id)).toBe(SANDBOX_CASE_COUNT);
    expect(await countOf(caseDiagnoses, workspace.id)).toBeGreaterThan(0);
    expect(await countOf(caseToxResults, workspace.id)).toBeGreaterThan(0);

    const again = await owner.call('POST', `/v2/app/workspace/${workspace.id}/dummy-data`);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(FILE_IMPORT_ERRORS.sandboxRefused);
  });

  it('is refused when the workspace already holds a file, and for roles that cannot import', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, { fileName: 'c.csv', content: 'case_id\n1\n' });
    expect((await owner.call('POST', `/v2/app/workspace/${workspace.id}/dummy-data`)).statusCode).toBe(409);

    const fresh = await ownerWithWorkspace(ctx);
    const user = await memberAs(ctx, fresh.workspace, 'USER');
    expect((await user.call('POST', `/v2/app/workspace/${fresh.workspace.id}/dummy-data`)).statusCode).toBe(
      403,
    );
    expect(await countOf(cases, fresh.workspace.id)).toBe(0);
  });
});
