import { isUtf16, type TextEncodingName } from './encoding.js';

/** Share of control or undecodable characters above which a sample is not text. */
const MAX_CONTROL_SHARE = 0.1;

/** Whether a file's first bytes look like binary data (an image, an archive, a workbook) rather than text. */
export function looksBinary(sample: Uint8Array, encoding: TextEncodingName, text: string): boolean {
  if (!isUtf16(encoding) && sample.includes(0)) return true;
  let suspicious = 0;
  for (const char of text) if (isSuspicious(char.codePointAt(0) ?? 0)) suspicious += 1;
  return suspicious > text.length * MAX_CONTROL_SHARE;
}

function isSuspicious(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
}
