import { Suspense, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { languageOfPath } from '@app/contract';

const subscribeToNothing = () => () => {};

/** A click on an in-site link that the browser would turn into a full page load. */
function inSiteLinkClick(event: MouseEvent<HTMLElement>): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  // A change of language (the language switch) loads the page afresh: its words, its font and the
  // language its data is asked for all follow the document's URL, and adopted content never redraws.
  if (languageOfPath(url.pathname) !== languageOfPath(window.location.pathname)) return null;
  // A jump within this page (#how-it-works) is the browser's own.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

/**
 * Server-rendered content that needs no script: on the page load React adopts its HTML as it stands
 * instead of hydrating it, so a phone spends no main-thread time rendering it again (nor creating
 * the date and number formatters it used). On a client navigation it renders as usual. Its links
 * still navigate inside the app, as a <Link> does: one click handler on the wrapper.
 *
 * Only for content that never changes after it is drawn (no state, no effects, no handlers of its
 * own): adopted HTML is never updated while the page stays. The wrapper is `display: contents`, so
 * the content lays out as if it stood there alone.
 *
 * Its content may be a lazy component: a page load then never downloads that code at all, and a
 * client navigation fetches it when it first draws the content.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  // False while React hydrates (it reads the server's value), true on any later render.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // Decided once, at mount: the server renders the content, a hydration adopts it.
  const [adopted] = useState(() => typeof document !== 'undefined' && !hydrated);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const url = inSiteLinkClick(event);
    if (!url) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  // An unchanging empty innerHTML: React neither hydrates nor ever replaces what the server sent.
  if (adopted) return <div className="contents" onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div className="contents" onClick={onClick}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
