import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { cases, fileImports } from '../../platform/db/schema.js';

/**
 * Cases and imported files a workspace holds. A draft (a wizard left before uploading) is not data: it neither
 * blocks the sandbox nor a delete.
 */
export async function workspaceDataCounts(db: Database, workspaceId: string) {
  const [[caseCount], [fileCount]] = await Promise.all([
    db.select({ n: count() }).from(cases).where(eq(cases.workspaceId, workspaceId)),
    db
      .select({ n: count() })
      .from(fileImports)
      .where(and(eq(fileImports.workspaceId, workspaceId), ne(fileImports.status, 'DRAFT'))),
  ]);
  return { cases: caseCount?.n ?? 0, fileImports: fileCount?.n ?? 0 };
}

export async function holdsData(db: Database, workspaceId: string): Promise<boolean> {
  const counts = await workspaceDataCounts(db, workspaceId);
  return counts.cases > 0 || counts.fileImports > 0;
}
