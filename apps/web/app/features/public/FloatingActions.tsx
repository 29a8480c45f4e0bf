import { GO_TO_TOP_SCREENS } from '@app/contract';
import clsx from 'clsx';
import { ArrowUp, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Below this width the buttons sit in one small row and step aside while the visitor reads on. */
const NARROW = '(max-width: 767px)';

/**
 * The floating chat button (messaging-app support) and the go-to-top button (after 1.5 screens).
 * On a phone there is no margin for them, so they would sit on the text: they are 44 px, side by
 * side, and slide away while the visitor scrolls down, coming back on any scroll up and at the end
 * of the page (where the footer keeps room for them).
 */
export function FloatingActions({ chatUrl }: { chatUrl: string }) {
  const [showTop, setShowTop] = useState(false);
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    const narrow = window.matchMedia(NARROW);
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setShowTop(y > window.innerHeight * GO_TO_TOP_SCREENS);
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 1;
      setTucked(narrow.matches && y > lastY && !atEnd);
      lastY = y;
    };
    const onResize = () => {
      setShowTop(window.scrollY > window.innerHeight * GO_TO_TOP_SCREENS);
      if (!narrow.matches) setTucked(false);
    };
    onResize();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <aside
      aria-label="Quick actions"
      className={clsx(
        'fixed bottom-3 right-3 z-30 flex items-end gap-2 transition-all duration-300 md:bottom-6 md:right-6 md:flex-col md:gap-3',
        tucked && 'translate-y-20 opacity-0',
      )}
    >
      <button
        type="button"
        onClick={toTop}
        aria-label="Go to top"
        className={clsx(
          'inline-flex h-11 w-11 items-center justify-center rounded-full border border-forest-900/10 bg-white text-forest-800 shadow-lg transition-all duration-300 hover:bg-forest-50',
          // Visibility is set per button: a child's `visible` would override the row's `invisible`.
          showTop && !tucked ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
        )}
      >
        <ArrowUp className="h-5 w-5" aria-hidden="true" />
      </button>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(
          'group inline-flex h-11 w-11 items-center justify-center gap-2 rounded-full bg-forest-700 text-white shadow-xl shadow-forest-900/25 transition-all duration-300 hover:bg-forest-800 md:h-14 md:w-auto md:min-w-14 md:px-4',
          tucked && 'invisible',
        )}
      >
        <MessageCircle className="h-5 w-5 md:h-6 md:w-6" aria-hidden="true" />
        <span className="sr-only text-sm font-semibold md:not-sr-only">Chat with us</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
