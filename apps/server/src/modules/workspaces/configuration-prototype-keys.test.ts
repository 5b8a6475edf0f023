import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceConfigurationListSchema } from '@hde/contracts/api';
import { cases } from '../../platform/db/schema.js';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace } from '../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Written as JSON text: an object literal would take a `__proto__` key for its prototype. */
const MAPPING = JSON.parse(
  '{"__proto__":"case_id","constructor":"cause_of_death","prototype":"pathologist","toString":null}',
) as Record<string, string | null>;
/** jsonb keeps its own key order: compared as sorted entries. */
const entriesOf = (body: unknown) => Object.entries(body as object).sort();

describe('a remembered mapping with headers named like Object.prototype members', () => {
  it('is saved, read back as saved, and maps the next import of its data type', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const path = `/v2/app/workspace/${workspace.id}/configuration/case-configuration`;
    expect((await owner.call('PUT', path, MAPPING)).statusCode).toBe(204);

    const one = await owner.call('GET', path);
    expect(one.statusCode).toBe(200);
    expect(entriesOf((one.json() as { body: unknown }).body)).toEqual(entriesOf(MAPPING));
    const list = workspaceConfigurationListSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}/configuration`)).json(),
    );
    const listed = list.items.find((item) => item.type === 'case-configuration');
    expect(entriesOf(listed?.body)).toEqual(entriesOf(MAPPING));

    // No mapping sent with the file: the remembered one decides its columns.
    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 'remembered.csv',
      content: '__proto__,constructor,prototype\nRM-1,Drowning,Dr Lee\n',
    });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 1, erroredItems: 0 });
    const [row] = await ctx.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.workspaceId, workspace.id), eq(cases.caseId, 'RM-1')));
    expect(row).toMatchObject({ causeOfDeath: 'Drowning', pathologist: 'Dr Lee' });
    expect(row?.extra).toEqual({});
  });
});
