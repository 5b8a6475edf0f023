import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './confirm-context';
import { ConfirmationDialog } from './confirmation-dialog';

/**
 * Global confirmation dialog. For unableDeleteWorkspace the confirm button reads Contact Support and resolves
 * true: the caller opens the support chat.
 */
export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; options: ConfirmOptions | null }>({
    open: false,
    options: null,
  });
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setState({ open: true, options });
      }),
    [],
  );

  const settle = useCallback((confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setState((current) => ({ ...current, open: false }));
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmationDialog open={state.open} options={state.options} onSettle={settle} />
    </ConfirmContext>
  );
}
