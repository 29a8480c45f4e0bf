import { useEffect, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page. Submit buttons wait
 * for it: a form sent before hydration would be a native GET that puts the visitor's fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Marks <html data-hydrated> once the whole tree has hydrated, so browser tests wait for it, not for time. */
export function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
