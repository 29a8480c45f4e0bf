import { lazy, Suspense, type ComponentType } from 'react';

/** How near the viewport a section's place comes before its script loads: enough to be ready when seen. */
const NEAR_VIEWPORT = '400px';

/** Resolves once the element marked `data-when-visible={name}` comes near the viewport (at once if it is not on the page). */
function nearViewport(name: string): Promise<void> {
  return new Promise((resolve) => {
    const place = document.querySelector(`[data-when-visible="${name}"]`);
    if (!place || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(place);
  });
}

/**
 * A component below the fold whose script loads only when its place nears the viewport. The server
 * renders it in full (it waits for every Suspense boundary). On the page load React keeps the
 * server's HTML as it is, a boundary not yet hydrated, until the visitor scrolls near it; then the
 * module loads and React hydrates it where it stands, so nothing on screen changes. A phone that
 * never scrolls there neither downloads nor runs it. On a client navigation it loads at once (its
 * place is not on the page yet when React asks for it).
 */
export function lazyWhenVisible<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => {
    if (typeof document !== 'undefined') await nearViewport(name);
    return { default: await load() };
  });
  return function WhenVisible(props: Props) {
    return (
      <div data-when-visible={name}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  };
}
