import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Records the names of the files a test's page saves (`saveBlob` clicks an `<a download>` on an object URL), with
 * the object URLs stubbed. Call once at the top of a test file; read `names` inside a test.
 */
export function recordSavedDownloads(): { names: string[] } {
  const saved = { names: [] as string[] };
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    saved.names = [];
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.names.push(this.download);
    });
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    vi.restoreAllMocks();
  });
  return saved;
}
