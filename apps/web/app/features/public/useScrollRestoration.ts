import { SCROLL_SAVE_THROTTLE_MS } from '@app/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const key = (path: string) => `scroll:${path}`;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function read(path: string): number | null {
  try {
    const raw = sessionStorage.getItem(key(path));
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Remembers the scroll position per path in sessionStorage (saved at most every 200 ms) and
 * restores it on a revisit; a path never seen before starts at the top. A #hash target wins.
 */
export function useScrollRestoration() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  const firstRender = useRef(true);
  useIsomorphicLayoutEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    const saved = read(pathname);
    // On the page load itself, never pull back a visitor who already scrolled before hydration.
    if (initial && window.scrollY !== 0) return;
    window.scrollTo(0, saved && Number.isFinite(saved) ? saved : 0);
  }, [pathname, hash]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    // The last position seen on THIS path: by the time the cleanup runs the next page may already have scrolled.
    let lastY = window.scrollY;
    const save = () => {
      timer = null;
      try {
        sessionStorage.setItem(key(pathname), String(Math.round(lastY)));
      } catch {
        // Storage can be full or blocked (private mode); restoring is a nicety, not a requirement.
      }
    };
    const onScroll = () => {
      // After a navigation the URL changes before this listener is removed: don't record the next page's scroll here.
      if (window.location.pathname !== pathname) return;
      lastY = window.scrollY;
      timer ??= setTimeout(save, SCROLL_SAVE_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      // Always save on leaving: a visitor may have scrolled before hydration attached the listener.
      if (timer) clearTimeout(timer);
      save();
    };
  }, [pathname]);
}
