import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` when the returned ref's element scrolls into view. The observer is rebuilt whenever
 * `enabled` turns on again, so a sentinel still in view after a page loads asks for the next one.
 */
export function useIntersectionSentinel(onVisible: () => void, enabled: boolean) {
  const callback = useRef(onVisible);
  const [node, setNode] = useState<HTMLElement | null>(null);

  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '48px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);

  return setNode;
}
