import { GO_TO_TOP_SCREENS } from '@app/contract';
import { m } from '@app/contract/messages';
import clsx from 'clsx';
import { ArrowUp, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../../lib/language';

/** Below this width the buttons sit in one small row and step aside while the visitor reads on. */
const NARROW = '(max-width: 767px)';

/** Marks a page's call to action (an invest or apply button): the floating buttons never sit on one. */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;

/** Whether a marked call to action is on screen within a small gap of the box. */
function coversAnAction(button: DOMRect) {
  const gap = 8;
  return Array.from(document.querySelectorAll('[data-keep-clear]')).some((action) => {
    const box = action.getBoundingClientRect();
    return box.width > 0 && box.left < button.right + gap && box.right > button.left - gap && box.top < button.bottom + gap && box.bottom > button.top - gap;
  });
}

/** A button's box where it stands untucked: layout offsets within the fixed bar ignore the tuck's slide. */
const untuckedBox = (bar: DOMRect, button: HTMLElement) =>
  new DOMRect(bar.left + button.offsetLeft, bar.top + button.offsetTop, button.offsetWidth, button.offsetHeight);

/**
 * The floating chat button (messaging-app support) and the go-to-top button (after 1.5 screens).
 * On a phone there is no margin for them, so they would sit on the text: they are 44 px, side by
 * side, and slide away while the visitor scrolls down, coming back on any scroll up and at the end
 * of the page (where the footer keeps room for them). At any width they also step aside while a
 * page's call to action (marked with KEEP_CLEAR, such as a plan's invest button) is under them.
 */
export function FloatingActions({ chatUrl }: { chatUrl: string }) {
  const [showTop, setShowTop] = useState(false);
  const [tucked, setTucked] = useState(false);
  const [givingWay, setGivingWay] = useState(false);
  // The fixed bar never moves; the row inside it slides away when tucked.
  const bar = useRef<HTMLElement>(null);
  const chat = useRef<HTMLAnchorElement>(null);
  const goToTop = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const say = { locale: useLanguage() };

  useEffect(() => {
    const narrow = window.matchMedia(NARROW);
    const giveWay = () => {
      if (!bar.current) return;
      const at = bar.current.getBoundingClientRect();
      const shown = [chat.current, window.scrollY > window.innerHeight * GO_TO_TOP_SCREENS ? goToTop.current : null];
      setGivingWay(shown.some((button) => button !== null && coversAnAction(untuckedBox(at, button))));
    };
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setShowTop(y > window.innerHeight * GO_TO_TOP_SCREENS);
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 1;
      setTucked(narrow.matches && y > lastY && !atEnd);
      giveWay();
      lastY = y;
    };
    const onResize = () => {
      setShowTop(window.scrollY > window.innerHeight * GO_TO_TOP_SCREENS);
      if (!narrow.matches) setTucked(false);
      giveWay();
    };
    onResize();
    // The page's layout moves its actions too (a popup's content, an image loading above them).
    const layout = new ResizeObserver(giveWay);
    layout.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      layout.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [pathname]);
  const away = tucked || givingWay;

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <aside ref={bar} aria-label={m.layout_quick_actions({}, say)} className="fixed bottom-3 right-3 z-30 md:bottom-6 md:right-6">
      <div className={clsx('flex items-end gap-2 transition-all duration-300 md:flex-col md:gap-3', away && 'translate-y-20 opacity-0')}>
        <button
          ref={goToTop}
          type="button"
          onClick={toTop}
          aria-label={m.layout_go_to_top({}, say)}
          className={clsx(
            'inline-flex h-11 w-11 items-center justify-center rounded-full border border-forest-900/10 bg-white text-forest-800 shadow-lg transition-all duration-300 hover:bg-forest-50',
            // Visibility is set per button: a child's `visible` would override the row's `invisible`.
            showTop && !away ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
          )}
        >
          <ArrowUp className="h-5 w-5" aria-hidden="true" />
        </button>
        <a
          ref={chat}
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={clsx(
            'group inline-flex h-11 w-11 items-center justify-center gap-2 rounded-full bg-forest-700 text-white shadow-xl shadow-forest-900/25 transition-all duration-300 hover:bg-forest-800 md:h-14 md:w-auto md:min-w-14 md:px-4',
            away && 'invisible',
          )}
        >
          <MessageCircle className="h-5 w-5 md:h-6 md:w-6" aria-hidden="true" />
          <span className="sr-only text-sm font-semibold md:not-sr-only">{m.layout_chat({}, say)}</span>
          <span className="sr-only"> {m.layout_opens_new_tab({}, say)}</span>
        </a>
      </div>
    </aside>
  );
}
