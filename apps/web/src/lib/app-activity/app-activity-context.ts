import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppActivitySnapshot, AppActivityStore } from './app-activity-store';

export const AppActivityContext = createContext<AppActivityStore | null>(null);

function useStore(): AppActivityStore {
  const store = useContext(AppActivityContext);
  if (!store) throw new Error('App activity hooks must be used inside AppActivityContext');
  return store;
}

export type AppActivityActions = Pick<
  AppActivityStore,
  'startExport' | 'endExport' | 'startImport' | 'endImport'
>;

/** Counters for running exports and imports; every start must be paired with an end (use try/finally). */
export function useAppActivity(): AppActivityActions {
  return useStore();
}

/** Current counts of running exports and imports. */
export function useAppActivityState(): AppActivitySnapshot {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
