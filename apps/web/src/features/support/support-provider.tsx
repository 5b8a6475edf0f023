import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useClientConfig } from '../../lib/client-config/client-config-context';
import { loadChatScript } from './chat-widget';
import { SupportContext, type Support, type SupportRequestOptions } from './support-context';

// Only loaded when someone asks for support, to keep it out of the initial bundle.
const ContactDialog = lazy(() =>
  import('./components/contact-dialog').then((module) => ({ default: module.ContactDialog })),
);

/** Provides useSupport(): the configured support chat, or the product's own contact dialog. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const { supportChatScriptUrl } = useClientConfig();
  const [dialog, setDialog] = useState<{ open: boolean; request: SupportRequestOptions } | null>(null);
  // A new key per request gives each opening an empty form.
  const [dialogKey, setDialogKey] = useState(0);

  const openDialog = useCallback((request: SupportRequestOptions) => {
    setDialogKey((key) => key + 1);
    setDialog({ open: true, request });
  }, []);

  const support = useMemo<Support>(
    () => ({
      openSupport: (request) => {
        if (!supportChatScriptUrl) {
          openDialog(request);
          return;
        }
        loadChatScript(supportChatScriptUrl).then(
          () => {
            if (window.HDEChat?.open) window.HDEChat.open(request);
            else openDialog(request);
          },
          (error: unknown) => {
            console.error(error);
            openDialog(request);
          },
        );
      },
      resetChat: () => window.HDEChat?.reset?.(),
    }),
    [supportChatScriptUrl, openDialog],
  );

  return (
    <SupportContext value={support}>
      {children}
      {dialog && (
        <Suspense fallback={null}>
          <ContactDialog
            key={dialogKey}
            open={dialog.open}
            request={dialog.request}
            onClose={() => setDialog((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </SupportContext>
  );
}
