import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMappingResponseSchema, type HeaderMapping } from '@hde/contracts/api';
import { cases, customFields } from '../../../platform/db/schema.js';
import { importFile, initImport, saveMapping } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace } from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Written as JSON text: an object literal would take a `__proto__` key for its prototype. */
const MAPPING = JSON.parse(
  '{"__proto__":"case_id","constructor":"cause_of_death","prototype":"custom","toString":null}',
) as HeaderMapping;

async function caseRow(workspaceId: string, caseId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.caseId, caseId)));
  return row as { causeOfDeath?: string; extra: unknown } | undefined;
}

describe('headers named like Object.prototype members', () => {
  it('are mapped, stored and imported like any other header', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const id = await initImport(owner, workspace.id);
    const saved = await saveMapping(owner, id, { dataType: 'CASE', fileName: 'p.csv', mapping: MAPPING });
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(saved.body)).toEqual(JSON.parse(JSON.stringify({ mapping: MAPPING })));
    expect(Object.keys(saveMappingResponseSchema.parse(saved.json()).mapping)).toEqual([
      '__proto__',
      'constructor',
      'prototype',
      'toString',
    ]);

    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 'p.csv',
      // valueOf is not in the mapping: not imported, as any unmapped header (not read through the prototype).
      content: '__proto__,constructor,prototype,toString,valueOf\nPR-1,Drowning,kept,dropped,dropped too\n',
      mapping: MAPPING,
    });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 1, erroredItems: 0 });
    const row = await caseRow(workspace.id, 'PR-1');
    expect(row?.causeOfDeath).toBe('Drowning');
    expect(row?.extra).toEqual({ prototype: 'kept' });
    const custom = await ctx.database.db
      .select({ key: customFields.key })
      .from(customFields)
      .where(eq(customFields.workspaceId, workspace.id));
    expect(custom.map((field) => field.key)).toEqual(['prototype']);
  });

  it('are kept as custom fields when a file is imported without a mapping', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const content = '[{"case_id":"PR-2","__proto__":"p","constructor":"c","prototype":"t"}]';
    const result = await importFile(ctx, owner, workspace.id, { fileName: 'p.json', content });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 1 });
    const extra = (await caseRow(workspace.id, 'PR-2'))?.extra as Record<string, unknown>;
    expect(Object.entries(extra).sort()).toEqual([
      ['__proto__', 'p'],
      ['constructor', 'c'],
      ['prototype', 't'],
    ]);
  });
});
