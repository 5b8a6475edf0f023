import { describe, expect, it } from 'vitest';
import { contentDispositionFileName } from './download-file-name';

describe('contentDispositionFileName', () => {
  it.each([
    [null, null],
    ['inline', null],
    ['attachment; filename="export_case_ws-1.csv"', 'export_case_ws-1.csv'],
    ['attachment; filename=cases.csv', 'cases.csv'],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''caf%C3%A9%20cases.csv`, 'café cases.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('%s gives %s', (header, expected) => {
    expect(contentDispositionFileName(header)).toBe(expected);
  });
});
