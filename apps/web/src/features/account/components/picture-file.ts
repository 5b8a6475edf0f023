import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@hde/contracts/api';

/** The server takes these image types up to PICTURE_MAX_BYTES; anything else is refused before sending. */
export function isAcceptablePicture(file: File): boolean {
  return (PICTURE_TYPES as readonly string[]).includes(file.type) && file.size <= PICTURE_MAX_BYTES;
}
