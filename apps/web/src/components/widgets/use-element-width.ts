import { useCallback, useState } from 'react';

/** The content width of the element the returned ref is put on, kept up to date as it resizes. */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [width, setWidth] = useState<number | undefined>(undefined);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    setWidth(element.clientWidth || undefined);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.round(entry?.contentRect.width ?? 0) || undefined),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
