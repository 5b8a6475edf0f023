import { randomBytes } from 'node:crypto';
import type { ImportDataType } from '@hde/contracts';
import {
  fileImportSchema,
  uploadInitResponseSchema,
  type FileImport,
  type HeaderMapping,
} from '@hde/contracts/api';
import type { TestApp } from './test-app.js';
import type { Caller } from './workspace-fixtures.js';

export interface UploadOptions {
  fileName: string;
  content: string | Buffer;
  dataType?: ImportDataType;
  /** Sent as the `fileType` field; defaults to the extension, and none for ZIP (spec §5). */
  fileType?: string | null;
}

/** A multipart/form-data body with the fields in order and the file last, as the wizard sends it. */
function multipartBody(fields: Record<string, string>, file: { name: string; content: string | Buffer }) {
  const boundary = `----hde${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function initImport(caller: Caller, workspaceId: string): Promise<string> {
  const reply = await caller.call('POST', `/v2/app/workspace/${workspaceId}/upload/init`);
  if (reply.statusCode !== 200) throw new Error(`init failed: ${reply.statusCode} ${reply.body}`);
  return uploadInitResponseSchema.parse(reply.json()).id;
}

export function saveMapping(
  caller: Caller,
  id: string,
  body: { dataType: ImportDataType; fileName: string; mapping: HeaderMapping },
) {
  return caller.call('PUT', `/v2/app/file/import/${id}/mapping`, body);
}

export function upload(ctx: TestApp, caller: Caller, id: string, options: UploadOptions) {
  const dataType = options.dataType ?? 'CASE';
  const extension = options.fileName.split('.').pop()?.toUpperCase() ?? '';
  const fileType =
    options.fileType === undefined ? (dataType === 'ZIP' ? null : extension) : options.fileType;
  const fields: Record<string, string> = { dataType };
  if (fileType) fields.fileType = fileType;
  const { payload, contentType } = multipartBody(fields, {
    name: options.fileName,
    content: options.content,
  });
  return ctx.app.inject({
    method: 'PUT',
    url: `/v2/app/file/import/${id}/upload`,
    headers: { ...caller.headers, 'content-type': contentType },
    payload,
  });
}

export async function fileStatus(caller: Caller, id: string): Promise<FileImport> {
  return fileImportSchema.parse((await caller.call('GET', `/v2/app/file/import/${id}`)).json());
}

/** Init, mapping (when given), upload and run the import job: the wizard's whole path. */
export async function importFile(
  ctx: TestApp,
  caller: Caller,
  workspaceId: string,
  options: UploadOptions & { mapping?: HeaderMapping },
): Promise<FileImport> {
  const id = await initImport(caller, workspaceId);
  if (options.mapping) {
    const saved = await saveMapping(caller, id, {
      dataType: options.dataType ?? 'CASE',
      fileName: options.fileName,
      mapping: options.mapping,
    });
    if (saved.statusCode !== 200) throw new Error(`mapping failed: ${saved.statusCode} ${saved.body}`);
  }
  const uploaded = await upload(ctx, caller, id, options);
  if (uploaded.statusCode !== 202) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  await ctx.runJobs();
  return fileStatus(caller, id);
}
