import type { FastifyRequest } from 'fastify';
import { PICTURE_FIELD, PICTURE_MAX_BYTES } from '@hde/contracts/api';
import { PICTURE_ERRORS } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import type { Picture } from './service.js';
import { sniffPictureType } from './picture-type.js';

export const PICTURE_UPLOAD_LIMITS = { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 };

/** Reads the uploaded picture (multipart field `image`) and checks its size and real type. */
export async function readPictureUpload(request: FastifyRequest): Promise<Picture> {
  if (!request.isMultipart()) throw new HttpError(415, PICTURE_ERRORS.notMultipart);
  const data = await readImageField(request);
  const contentType = sniffPictureType(data);
  if (!contentType) throw new HttpError(415, PICTURE_ERRORS.notImage);
  return { contentType, data };
}

async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== PICTURE_FIELD) throw new HttpError(400, PICTURE_ERRORS.missing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof RequestFileTooLargeError) throw new HttpError(413, PICTURE_ERRORS.tooLarge);
    const status = (error as { statusCode?: unknown }).statusCode;
    // @fastify/multipart's own limit errors carry 4xx codes; busboy's parse errors carry none.
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, PICTURE_ERRORS.malformed);
  }
}
