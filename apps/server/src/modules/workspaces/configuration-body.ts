import { and, eq } from 'drizzle-orm';
import type { WorkspaceConfigurationType } from '@hde/contracts/api';
import type { Database, Transaction } from '../../platform/db/client.js';
import { workspaceConfigurations } from '../../platform/db/schema.js';

/** The stored body of one configuration of a workspace, or undefined when it has none. */
export async function configurationBody(
  db: Database | Transaction,
  workspaceId: string,
  type: WorkspaceConfigurationType,
): Promise<unknown> {
  const [row] = await db
    .select({ body: workspaceConfigurations.body })
    .from(workspaceConfigurations)
    .where(and(eq(workspaceConfigurations.workspaceId, workspaceId), eq(workspaceConfigurations.type, type)));
  return row?.body;
}
