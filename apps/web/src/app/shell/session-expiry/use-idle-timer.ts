import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;
const ACTIVITY_THROTTLE_MS = 1000;

export interface IdleTimerOptions {
  idleMs: number;
  onIdle(): void;
  /** While false nothing is tracked (e.g. while the expiry dialog is open). */
  enabled?: boolean;
  throttleMs?: number;
  target?: Window;
}

/** Calls onIdle after idleMs without mouse, keyboard, click or scroll activity. */
export function useIdleTimer({
  idleMs,
  onIdle,
  enabled = true,
  throttleMs = ACTIVITY_THROTTLE_MS,
  target,
}: IdleTimerOptions): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    const eventTarget = target ?? window;
    let lastReset = Date.now();
    let timer = setTimeout(() => onIdleRef.current(), idleMs);

    const onActivity = () => {
      const now = Date.now();
      if (now - lastReset < throttleMs) return;
      lastReset = now;
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), idleMs);
    };

    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) eventTarget.addEventListener(type, onActivity, options);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) eventTarget.removeEventListener(type, onActivity, options);
    };
  }, [enabled, idleMs, throttleMs, target]);
}
