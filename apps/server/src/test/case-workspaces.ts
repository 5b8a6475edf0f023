import { importFile } from './import-kit.js';
import type { TestApp } from './test-app.js';
import { ownerWithWorkspace, type Caller } from './workspace-fixtures.js';

/** Workspaces holding cases for the dashboard tests: imported ones, or the sandbox's generated ones. */

/** The manners of death importCases gives its cases, in turn. */
export const IMPORTED_MANNERS = ['NATURAL', 'ACCIDENT', 'SUICIDE', 'HOMICIDE'];

/** Imports `count` cases (ids `{prefix}-1`…, deaths in 2023, manners in turn) and runs every job that follows. */
export async function importCases(
  ctx: TestApp,
  owner: Caller,
  workspaceId: string,
  { prefix, count }: { prefix: string; count: number },
) {
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `${prefix}-${index + 1},${IMPORTED_MANNERS[index % IMPORTED_MANNERS.length]},2023-${String((index % 12) + 1).padStart(2, '0')}-15`,
  );
  const file = await importFile(ctx, owner, workspaceId, {
    fileName: `${prefix}.csv`,
    content: ['case_id,manner_of_death,date_of_death', ...rows].join('\n'),
    mapping: { case_id: 'case_id', manner_of_death: 'manner_of_death', date_of_death: 'date_of_death' },
  });
  if (file.status !== 'SUCCESS') throw new Error(`import: ${file.status} ${file.message}`);
}

/** A new owner's workspace holding the cases importCases makes. */
export async function workspaceWithCases(
  ctx: TestApp,
  cases: { prefix: string; count: number },
): Promise<{ owner: Caller; workspaceId: string }> {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  await importCases(ctx, owner, workspace.id, cases);
  return { owner, workspaceId: workspace.id };
}

/** A new owner's workspace holding the sandbox's hundred generated cases. */
export async function sandboxWorkspace(ctx: TestApp): Promise<{ owner: Caller; workspaceId: string }> {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const sandbox = await owner.call('POST', `/v2/app/workspace/${workspace.id}/dummy-data`);
  if (sandbox.statusCode !== 202) throw new Error(`sandbox: ${sandbox.statusCode} ${sandbox.body}`);
  await ctx.runJobs();
  return { owner, workspaceId: workspace.id };
}
