import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMPORT_DATA_TYPES, type ImportDataType } from '@hde/contracts';
import { UPLOAD_FORM_FIELDS, uploadFileTypeOf, type UploadFileType } from '@hde/contracts/api';
import { UPLOAD_ERRORS } from '@hde/contracts/text';
import { HttpError } from '../../../platform/errors.js';
import { FileTooLargeError, type FileStorage, type ReceivedFile } from '../../../platform/file-storage.js';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface Upload {
  fileName: string;
  dataType: ImportDataType;
  fileType: UploadFileType;
  received: ReceivedFile;
}

function fieldValue(part: { value?: unknown }): string {
  return typeof part.value === 'string' ? part.value.trim() : '';
}

function checkFile(file: MultipartFile, dataType: ImportDataType, declaredType: string): UploadFileType {
  const fileType = uploadFileTypeOf(dataType, file.filename);
  if (!fileType) throw new HttpError(415, UPLOAD_ERRORS.extension(dataType));
  // ZIP uploads send no file type (spec §5); the others must agree with their name.
  if (declaredType && declaredType.toUpperCase() !== fileType)
    throw new HttpError(415, UPLOAD_ERRORS.fileTypeMismatch);
  return fileType;
}

function startsLikeZip(received: ReceivedFile) {
  return received.head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
}

/**
 * Reads PUT file/import/{id}/upload: the `dataType` and `fileType` fields, then the file, streamed to storage
 * while hashed. Refuses wrong extensions and fake workbooks (415), empty files (400) and oversize files (413)
 * before anything is recorded.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  fileImportId: string,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_ERRORS.notMultipart);
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  let dataType = '';
  let declaredType = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === UPLOAD_FORM_FIELDS.dataType) dataType = fieldValue(part);
        if (part.fieldname === UPLOAD_FORM_FIELDS.fileType) declaredType = fieldValue(part);
        continue;
      }
      if (part.fieldname !== UPLOAD_FORM_FIELDS.file) {
        part.file.resume();
        continue;
      }
      if (!(IMPORT_DATA_TYPES as readonly string[]).includes(dataType))
        throw new HttpError(400, UPLOAD_ERRORS.dataType);
      const type = dataType as ImportDataType;
      const fileType = checkFile(part, type, declaredType);
      const received = await storage.receive(fileImportId, part.file, maxBytes);
      return await accepted({ fileName: part.filename, dataType: type, fileType, received });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof FileTooLargeError || error instanceof RequestFileTooLargeError) {
      throw new HttpError(413, UPLOAD_ERRORS.tooLarge(maxBytes));
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, UPLOAD_ERRORS.malformed);
  }
  throw new HttpError(400, UPLOAD_ERRORS.missingFile);
}

async function accepted(upload: Upload): Promise<Upload> {
  const { received, fileType } = upload;
  const problem =
    received.size === 0
      ? new HttpError(400, UPLOAD_ERRORS.empty)
      : (fileType === 'XLSX' || fileType === 'ZIP') && !startsLikeZip(received)
        ? new HttpError(415, UPLOAD_ERRORS.notZip(fileType))
        : null;
  if (problem) {
    await received.discard();
    throw problem;
  }
  return upload;
}
