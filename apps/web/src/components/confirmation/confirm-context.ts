import { createContext, useContext, type ReactNode } from 'react';
import type { ConfirmationType } from '@hde/contracts';

export interface ConfirmOptions {
  type: ConfirmationType;
  title: string;
  message: ReactNode;
}

/** Opens the global confirmation dialog; resolves true when the confirm button is chosen, false otherwise. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmationProvider');
  return confirm;
}
