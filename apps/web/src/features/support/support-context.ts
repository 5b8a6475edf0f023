import { createContext, useContext } from 'react';
import type { SupportRequest } from '@hde/contracts/api';

export type SupportTopic = SupportRequest['topic'];

export interface SupportRequestOptions {
  topic: SupportTopic;
  moduleId?: string;
}

export interface Support {
  /** Opens the support chat when one is configured, otherwise the product's own contact dialog. */
  openSupport(options: SupportRequestOptions): void;
  /** Ends the chat visitor's session (before logout); nothing without a chat. */
  resetChat(): void;
}

export const SupportContext = createContext<Support | null>(null);

export function useSupport(): Support {
  const support = useContext(SupportContext);
  if (!support) throw new Error('useSupport must be used inside SupportProvider');
  return support;
}
