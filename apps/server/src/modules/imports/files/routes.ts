import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  FILE_UPDATE_EVENT,
  fileImportSchema,
  fileListQuerySchema,
  fileListResponseSchema,
  fileTrustRequestSchema,
  fileUpdatesRequestSchema,
  importErrorListQuerySchema,
  importErrorListResponseSchema,
  saveMappingRequestSchema,
  saveMappingResponseSchema,
  TRUST_EVENT,
  uploadInitResponseSchema,
  XLSX_CONTENT_TYPE,
  type FileImport,
} from '@hde/contracts/api';
import { FILE_IMPORT_ERRORS, IMPORT_ERRORS_TEXT } from '@hde/contracts/text';
import type { AppConfig } from '../../../platform/config.js';
import { recordActivity } from '../../../platform/activity.js';
import type { Database } from '../../../platform/db/client.js';
import { HttpError } from '../../../platform/errors.js';
import { openEventStream, pause } from '../../../platform/event-stream.js';
import type { FileStorage } from '../../../platform/file-storage.js';
import { keepProtoKeysInJsonBodies } from '../../../platform/json-bodies.js';
import { verifyFileTrust, type LedgerSigner } from '../../ledger/index.js';
import { authorizeWorkspace, createAuthorize, workspaceAccessOf } from '../../workspaces/index.js';
import type { UserService } from '../../users/service.js';
import type { WorkspaceService } from '../../workspaces/service.js';
import { authorizeFileImport, type FileAccessDeps } from './file-access.js';
import { acceptUpload, createDraft, deleteDraft, saveMapping } from './file-commands.js';
import { errorsCsv } from './errors-csv.js';
import { fileImportById, fileImportsByIds, listFileImports, listImportErrors } from './file-queries.js';
import { attachmentDisposition } from './attachment.js';
import { receiveUpload } from './upload.js';

interface Options {
  moduleId: 'mdi';
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
  config: AppConfig;
  storage: FileStorage;
  signer: LedgerSigner;
  /** How often the progress stream looks at the imports (tests shorten it). */
  progressPollMs?: number;
}

const idParams = z.object({ id: z.string().max(100) });
const FINAL_STATUSES: readonly FileImport['status'][] = ['SUCCESS', 'ERROR'];
const PING_EVERY_MS = 15_000;
/** A progress stream ends after this long; the client opens a new one if imports still run. */
const STREAM_MAX_MS = 30 * 60 * 1000;
const CONTENT_TYPES = {
  CSV: 'text/csv',
  XLSX: XLSX_CONTENT_TYPE,
  JSON: 'application/json',
  ZIP: 'application/zip',
};
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Import files (spec §7.1): drafts, mapping, upload, progress, listing, errors, downloads and trust. */
export const fileImportRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, storage, signer, config } = options;
  const access: FileAccessDeps = options;
  const authorize = createAuthorize(options);
  const pollMs = options.progressPollMs ?? 1000;
  app.addHook('onRequest', app.authenticate);
  // A mapping is keyed by the file's headers, and `__proto__` is a header like any other.
  keepProtoKeysInJsonBodies(app);
  await app.register(multipart, {
    limits: { fileSize: config.imports.maxFileBytes + 1, files: 1, fields: 5, parts: 8 },
  });
  const actorOf = (userId: string, workspaceId: string) => ({ userId, workspaceId });
  const recordDownload = (userId: string, file: { id: string; workspaceId: string }, action: string) =>
    recordActivity(db, {
      ...actorOf(userId, file.workspaceId),
      collectionName: 'fileImports',
      action,
      recordId: file.id,
    });

  app.post(
    '/workspace/:id/upload/init',
    {
      preHandler: authorize('workspace.import'),
      schema: {
        tags: ['imports'],
        summary: 'Start a draft import in a workspace',
        params: idParams,
        response: { 200: uploadInitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, workspace } = workspaceAccessOf(request);
      return { id: await createDraft(db, actorOf(user.id, workspace.id), config.imports) };
    },
  );

  app.put(
    '/file/import/:id/mapping',
    {
      schema: {
        tags: ['imports'],
        summary: 'Save the header mapping of a draft import',
        params: idParams,
        body: saveMappingRequestSchema,
        response: { 200: saveMappingResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user, file } = await authorizeFileImport(
        access,
        request,
        request.params.id,
        'workspace.import',
      );
      const actor = actorOf(user.id, file.workspaceId);
      const mapping = await saveMapping(db, actor, file.id, request.body, config.imports);
      return { mapping };
    },
  );

  app.put(
    '/file/import/:id/upload',
    {
      schema: {
        tags: ['imports'],
        summary: 'Upload the file of a draft import (multipart: dataType, fileType, file) and start it',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          202: fileImportSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { user, file } = await authorizeFileImport(
        access,
        request,
        request.params.id,
        'workspace.import',
      );
      if (file.status !== 'DRAFT') throw new HttpError(409, FILE_IMPORT_ERRORS.alreadyStarted);
      const upload = await receiveUpload(request, storage, file.id, config.imports.maxFileBytes);
      await acceptUpload(db, actorOf(user.id, file.workspaceId), file.id, upload);
      return reply.code(202).send(await fileImportById(db, file.id));
    },
  );

  app.get(
    '/file/import/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'Status of an import',
        params: idParams,
        response: { 200: fileImportSchema, ...errors },
      },
    },
    async (request) => {
      const { file } = await authorizeFileImport(access, request, request.params.id, 'workspace.import');
      return fileImportById(db, file.id);
    },
  );

  app.delete(
    '/file/import/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'Delete a draft import',
        params: idParams,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, file } = await authorizeFileImport(
        access,
        request,
        request.params.id,
        'workspace.import',
      );
      await deleteDraft(db, actorOf(user.id, file.workspaceId), file.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/file/list',
    {
      schema: {
        tags: ['imports'],
        summary: "A page of a workspace's imports",
        querystring: fileListQuerySchema,
        response: { 200: fileListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { workspaceId } = request.query;
      const { workspace } = await authorizeWorkspace(options, request, workspaceId, 'workspace.import');
      return listFileImports(db, workspace.id, request.query);
    },
  );

  app.get(
    '/file/import/errors/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'A page of the errors and warnings of an import',
        params: idParams,
        querystring: importErrorListQuerySchema,
        response: { 200: importErrorListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { file } = await authorizeFileImport(access, request, request.params.id, 'workspace.import');
      return listImportErrors(db, file.id, request.query);
    },
  );

  app.get(
    '/file/download/errors/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'The errors of an import as CSV',
        params: idParams,
        response: { 200: z.custom<Readable>().describe('CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const { user, file } = await authorizeFileImport(
        access,
        request,
        request.params.id,
        'workspace.import',
      );
      await recordDownload(user.id, file, 'DOWNLOAD_ERRORS');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentDisposition(IMPORT_ERRORS_TEXT.errorsFileName(file.fileName ?? 'import')),
        )
        .send(errorsCsv(db, file.id));
    },
  );

  app.get(
    '/file/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'Download an imported file as it was uploaded',
        params: idParams,
        response: { 200: z.custom<Readable>().describe('The file'), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, file } = await authorizeFileImport(
        access,
        request,
        request.params.id,
        'workspace.import',
      );
      if (!FINAL_STATUSES.includes(file.status as FileImport['status']) || !file.sha256) {
        throw new HttpError(409, FILE_IMPORT_ERRORS.downloadBeforeFinished);
      }
      await recordDownload(user.id, file, 'DOWNLOAD');
      return reply
        .header(
          'content-type',
          CONTENT_TYPES[file.fileType as keyof typeof CONTENT_TYPES] ?? 'application/octet-stream',
        )
        .header('content-disposition', attachmentDisposition(file.fileName ?? 'import'))
        .send(storage.open(file.id));
    },
  );

  app.post(
    '/file/updates',
    {
      schema: {
        tags: ['imports'],
        summary: 'Server-sent progress events of imports until each has finished',
        body: fileUpdatesRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.body.ids)];
      for (const id of ids) await authorizeFileImport(access, request, id, 'workspace.import');
      const stream = openEventStream(reply);
      const sent = new Map<string, string>();
      const started = Date.now();
      let lastPing = started;
      while (!stream.signal.aborted && Date.now() - started < STREAM_MAX_MS) {
        const items = await fileImportsByIds(db, ids);
        for (const item of items) {
          const fingerprint = `${item.status}|${item.lastUpdated}`;
          if (sent.get(item.id) === fingerprint) continue;
          sent.set(item.id, fingerprint);
          stream.send(FILE_UPDATE_EVENT, item);
        }
        if (!items.some((item) => item.status === 'RECEIVED')) break;
        if (Date.now() - lastPing > PING_EVERY_MS) {
          stream.ping();
          lastPing = Date.now();
        }
        await pause(pollMs, stream.signal);
      }
      stream.end();
    },
  );

  app.post(
    '/file/trust',
    {
      schema: {
        tags: ['imports'],
        summary: 'Server-sent trust check results, one event per file',
        body: fileTrustRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.body.files.map((file) => file.id))];
      for (const id of ids) await authorizeFileImport(access, request, id, 'workspace.import');
      const stream = openEventStream(reply);
      try {
        for (const id of ids) {
          stream.send(TRUST_EVENT, await verifyFileTrust({ db, signer, storage }, id, stream.signal));
        }
      } catch (error) {
        // A client that left stops the check (its signal aborted): there is no one to tell.
        if (!stream.signal.aborted) throw error;
      }
      stream.end();
    },
  );
};
