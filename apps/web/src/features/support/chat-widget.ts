import type { SupportRequestOptions } from './support-context';

/**
 * Integration contract of a third-party support chat. The script at client-config `supportChatScriptUrl` is
 * loaded once, on the first request for support, and must define `window.HDEChat`:
 * - `open(context?)` shows the chat; context carries the topic and module the user asked about;
 * - `reset()` (optional) forgets the visitor; the app calls it before logout.
 * A script that fails to load, or defines no `open`, falls back to the product's own contact dialog.
 */
interface HdeChatWidget {
  open?(context?: SupportRequestOptions): void;
  reset?(): void;
}

declare global {
  interface Window {
    HDEChat?: HdeChatWidget;
  }
}

const loads = new Map<string, Promise<void>>();

/** Adds the chat script to the page once per URL; a failed load may be tried again later. */
export function loadChatScript(url: string): Promise<void> {
  const existing = loads.get(url);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`Support chat script could not be loaded: ${url}`));
    };
    document.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}
