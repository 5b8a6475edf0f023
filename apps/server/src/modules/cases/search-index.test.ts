import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace } from '../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function findCases(workspaceId: string, query: string): Promise<string[]> {
  const result = await ctx.database.db.execute(sql`
    select c.case_id from case_search s join cases c on c.id = s.case_row_id
    where s.workspace_id = ${workspaceId}::uuid and s.search @@ websearch_to_tsquery('english', ${query})
    order by c.case_id`);
  return (result as unknown as { rows: { case_id: string }[] }).rows.map((row) => row.case_id);
}

describe('the search-index job after an import', () => {
  it('makes the imported cases findable, and follows a later version of a case', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, {
      fileName: 'first.csv',
      content: 'case_id,cause_of_death,last_name\nS-1,Fentanyl toxicity,Smith\nS-2,Hanging,Jones\n',
    });
    expect(await findCases(workspace.id, 'fentanyl')).toEqual(['S-1']);
    expect(await findCases(workspace.id, 'jones')).toEqual(['S-2']);
    expect(await findCases(workspace.id, 'S-2')).toEqual(['S-2']);

    await importFile(ctx, owner, workspace.id, {
      fileName: 'second.csv',
      content: 'case_id,cause_of_death,last_name\nS-1,Gunshot wounds,Smith\n',
    });
    expect(await findCases(workspace.id, 'fentanyl')).toEqual([]);
    expect(await findCases(workspace.id, '"gunshot wound"')).toEqual(['S-1']);
    expect(await findCases(workspace.id, 'smith -gunshot')).toEqual([]);
  });
});

describe('after the search index', () => {
  it("has the workspace's count summaries written for its final data version", async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, {
      fileName: 'cases.csv',
      content: 'case_id,manner_of_death\nR-1,Natural\nR-2,Accident\nR-3,Natural\n',
    });
    const result = await ctx.database.db.execute(sql`
      select s.data_version = w.data_version as current,
        (select n from case_rollup_rows r where r.workspace_id = w.id and r.rollup = '*') as cases
      from workspaces w join case_rollup_states s on s.workspace_id = w.id where w.id = ${workspace.id}::uuid`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ current: true, cases: 3 }]);
  });
});
