import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [2048, '2.0 KB'],
    [3.4 * 1024 * 1024, '3.4 MB'],
    [5 * 1024 ** 4, '5120.0 GB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
