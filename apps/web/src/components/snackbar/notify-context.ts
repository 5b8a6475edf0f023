import { createContext, useContext } from 'react';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

export type Notify = (notice: Notice) => void;

export const NotifyContext = createContext<Notify | null>(null);

/** Shows a snackbar at the bottom centre; it hides after SNACKBAR_AUTO_HIDE_MS and ignores clicks elsewhere. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside SnackbarProvider');
  return notify;
}
