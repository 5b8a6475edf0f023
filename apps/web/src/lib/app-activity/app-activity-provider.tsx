import { useState, type ReactNode } from 'react';
import { createAppActivityStore, type AppActivityStore } from './app-activity-store';
import { AppActivityContext } from './app-activity-context';

export function AppActivityProvider({ store, children }: { store?: AppActivityStore; children: ReactNode }) {
  const [ownStore] = useState(createAppActivityStore);
  return <AppActivityContext value={store ?? ownStore}>{children}</AppActivityContext>;
}
