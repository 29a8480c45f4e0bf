import { SCROLL_SAVE_THROTTLE_MS } from '@app/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { layOutEveryBand } from '../../lib/page-load';
import { PENDING_SECTION_ATTR } from './Deferred';

const key = (path: string) => `scroll:${path}`;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function read(path: string): number | null {
  try {
    const raw = sessionStorage.getItem(key(path));
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Scrolls to `y` and keeps it there until the page is complete. On a client navigation the
 * deferred sections first show as short loaders and grow when their data arrives: a single
 * scrollTo lands too high (the page is too short) and the browser's scroll anchoring then carries
 * the view further down as the sections above fill in. So `y` is applied again at every change
 * of the page's height until no section is pending. The visitor's own input ends it at once.
 * Returns the function that stops it early.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  const pending = () => document.querySelector(`[${PENDING_SECTION_ATTR}]`) !== null;
  if (!pending()) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (!pending()) stop();
  });
  function stop() {
    observer.disconnect();
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
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
      layOutEveryBand();
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    const saved = read(pathname);
    // On the page load itself, never pull back a visitor who already scrolled before hydration.
    if (initial && window.scrollY !== 0) return;
    const y = saved && Number.isFinite(saved) ? saved : 0;
    // A page load that starts at the top keeps skipping the bands out of sight; anything else lands on real heights.
    if (!initial || y !== 0) layOutEveryBand();
    return restore(y);
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
