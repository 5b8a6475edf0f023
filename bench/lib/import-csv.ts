import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import { indexCaseSearch } from '../../apps/server/src/modules/cases/search-index.js';
import { runImport } from '../../apps/server/src/modules/imports/pipeline/run-import.js';
import { createLedgerSigner } from '../../apps/server/src/modules/ledger/index.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/client.js';
import { fileImports } from '../../apps/server/src/platform/db/schema.js';
import { createFileStorage } from '../../apps/server/src/platform/file-storage.js';
import { generateSecrets } from '../../apps/server/src/platform/secrets.js';
import { seconds } from './timing.js';

/**
 * Imports a case CSV into a workspace through the product's pipeline (stored and hashed, parsed, converted,
 * derived, written in batches, ledger entry), then runs the search-index job that follows each import.
 */
export async function importCaseCsv(
  handle: DatabaseHandle,
  options: { dataDir: string; workspaceId: string; csvPath: string; rows: number },
): Promise<{ fileImportId: string; pipelineSeconds: number; searchIndexSeconds: number }> {
  const config = loadConfig({ DATA_DIR: options.dataDir, LOG_LEVEL: 'silent' });
  const secrets = await generateSecrets();
  const storage = createFileStorage(options.dataDir);
  const started = process.hrtime.bigint();
  const id = randomUUID();
  const received = await storage.receive(id, createReadStream(options.csvPath), Number.MAX_SAFE_INTEGER);
  await received.commit();
  await handle.db.insert(fileImports).values({
    id,
    workspaceId: options.workspaceId,
    fileName: 'cases.csv',
    uploadType: 'CASE',
    fileType: 'CSV',
    status: 'RECEIVED',
    size: received.size,
    sha256: received.sha256,
  });
  await runImport(
    {
      db: handle.db,
      storage,
      signer: createLedgerSigner(secrets.ledgerSigningKey),
      limits: { ...config.imports, maxRows: Number.MAX_SAFE_INTEGER },
      logger: console,
    },
    id,
  );
  const pipelineSeconds = seconds(started);
  const [done] = await handle.db.select().from(fileImports).where(eq(fileImports.id, id));
  if (done?.status !== 'SUCCESS' || done.completedItems !== options.rows) {
    throw new Error(
      `the pipeline did not import every row: ${done?.status} ${done?.completedItems}/${options.rows}`,
    );
  }
  const indexing = process.hrtime.bigint();
  await indexCaseSearch(handle.db, id);
  return { fileImportId: id, pipelineSeconds, searchIndexSeconds: seconds(indexing) };
}
