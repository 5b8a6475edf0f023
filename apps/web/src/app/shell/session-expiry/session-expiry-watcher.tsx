import { useState } from 'react';
import { SESSION_EXPIRY_COUNTDOWN_MS } from '@hde/contracts';
import { useIdleTimer } from './use-idle-timer';
import { SessionExpiryDialog } from './session-expiry-dialog';

export interface SessionExpiryWatcherProps {
  /** Idle time before the dialog opens (client config sessionIdleMinutes). */
  idleMs: number;
  countdownMs?: number;
  onLogout(): void | Promise<void>;
  /** Renews the session silently (Continue Session). */
  onContinue(): void | Promise<void>;
}

export function SessionExpiryWatcher({
  idleMs,
  countdownMs = SESSION_EXPIRY_COUNTDOWN_MS,
  onLogout,
  onContinue,
}: SessionExpiryWatcherProps) {
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  useIdleTimer({ idleMs, onIdle: () => setOpen(true), enabled: !open && !loggingOut });

  const logout = () => {
    if (loggingOut) return;
    setLoggingOut(true);
    setOpen(false);
    Promise.resolve(onLogout()).catch((error: unknown) => console.error('Logout failed', error));
  };

  const continueSession = () => {
    setOpen(false);
    Promise.resolve(onContinue()).catch((error: unknown) => console.error('Session renewal failed', error));
  };

  return (
    <SessionExpiryDialog
      open={open}
      countdownMs={countdownMs}
      onLogout={logout}
      onContinue={continueSession}
    />
  );
}
