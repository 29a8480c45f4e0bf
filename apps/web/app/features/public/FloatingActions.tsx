import { GO_TO_TOP_SCREENS } from '@app/contract';
import clsx from 'clsx';
import { ArrowUp, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The floating chat button (messaging-app support) and the go-to-top button (after 1.5 screens). */
export function FloatingActions({ chatUrl }: { chatUrl: string }) {
  const [showTop, setShowTop] = useState(false);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > window.innerHeight * GO_TO_TOP_SCREENS);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <aside aria-label="Quick actions" className="fixed bottom-5 right-5 z-30 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      <button
        type="button"
        onClick={toTop}
        aria-label="Go to top"
        className={clsx(
          'inline-flex h-11 w-11 items-center justify-center rounded-full border border-forest-900/10 bg-white text-forest-800 shadow-lg transition-all duration-300 hover:bg-forest-50',
          showTop ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
        )}
      >
        <ArrowUp className="h-5 w-5" aria-hidden="true" />
      </button>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="group inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-forest-700 px-4 text-white shadow-xl shadow-forest-900/25 transition-colors hover:bg-forest-800"
      >
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only text-sm font-semibold sm:not-sr-only">Chat with us</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </aside>
  );
}
