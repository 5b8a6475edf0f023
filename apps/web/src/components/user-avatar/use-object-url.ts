import { useEffect } from 'react';

interface Entry {
  url: string;
  users: number;
}

// Shared by every avatar showing the same blob; created during render so the first paint has the URL.
const entries = new Map<Blob, Entry>();

function entryFor(blob: Blob): Entry {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry;
}

/** An object URL for the blob, revoked once no mounted component uses it. */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const url = blob ? entryFor(blob).url : undefined;
  useEffect(() => {
    if (!blob) return;
    const entry = entryFor(blob);
    entry.users += 1;
    return () => {
      entry.users -= 1;
      // Deferred so a StrictMode remount (or a sibling taking over) keeps the same URL alive.
      setTimeout(() => {
        if (entry.users === 0 && entries.get(blob) === entry) {
          entries.delete(blob);
          URL.revokeObjectURL(entry.url);
        }
      }, 0);
    };
  }, [blob]);
  return url;
}
