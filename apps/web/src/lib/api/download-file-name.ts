/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first), or null. */
export function contentDispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed encoding: the plain parameter may still be usable.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? sanitize(value.trim()) : null;
}

/** Path separators never reach the saved name. */
function sanitize(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
