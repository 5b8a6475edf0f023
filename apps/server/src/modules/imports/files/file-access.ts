import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionAction } from '@hde/contracts';
import { FILE_IMPORT_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../../platform/db/client.js';
import { fileImports } from '../../../platform/db/schema.js';
import { HttpError } from '../../../platform/errors.js';
import { authorizeWorkspace, type AuthorizeDeps } from '../../workspaces/index.js';
import { isUuid } from '../../../platform/ids.js';

export interface FileAccessDeps extends AuthorizeDeps {
  db: Database;
}

/**
 * A file import as the signed-in user may act on it: its workspace goes through the same checks as every
 * workspace route (unknown, foreign or other-module ids all answer 404), then the permission table.
 */
export async function authorizeFileImport(
  deps: FileAccessDeps,
  request: FastifyRequest,
  fileImportId: string,
  action: PermissionAction,
) {
  if (!isUuid(fileImportId)) throw new HttpError(404, FILE_IMPORT_ERRORS.notFound);
  const [file] = await deps.db.select().from(fileImports).where(eq(fileImports.id, fileImportId));
  if (!file) throw new HttpError(404, FILE_IMPORT_ERRORS.notFound);
  const granted = await authorizeWorkspace(deps, request, file.workspaceId, action).catch(
    (error: unknown) => {
      // The workspace exists, but saying so would confirm the file id to an outsider.
      if (error instanceof HttpError && error.statusCode === 404)
        throw new HttpError(404, FILE_IMPORT_ERRORS.notFound);
      throw error;
    },
  );
  return { ...granted, file };
}
