export interface AppActivitySnapshot {
  /** Exports running now. */
  exporting: number;
  /** Imports running now. */
  importing: number;
}

export interface AppActivityStore {
  getSnapshot(): AppActivitySnapshot;
  subscribe(listener: () => void): () => void;
  startExport(): void;
  endExport(): void;
  startImport(): void;
  endImport(): void;
}

/** Tiny external store of long-running work shown by the shell's bottom-left banners. */
export function createAppActivityStore(): AppActivityStore {
  let snapshot: AppActivitySnapshot = { exporting: 0, importing: 0 };
  const listeners = new Set<() => void>();

  const update = (key: keyof AppActivitySnapshot, delta: 1 | -1) => {
    snapshot = { ...snapshot, [key]: Math.max(0, snapshot[key] + delta) };
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startExport: () => update('exporting', 1),
    endExport: () => update('exporting', -1),
    startImport: () => update('importing', 1),
    endImport: () => update('importing', -1),
  };
}
