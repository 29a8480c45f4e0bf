import { digitsIn, MOBILE_BREAKPOINT_PX, pathInLanguage, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language';
import { AccountLink } from './AccountLink';
import { LanguageSwitch } from './language';
import { Logo } from './Logo';
import { isNavActive, NAV_LINKS } from './nav';

/** The full-screen menu at 768 px or less (SiteHeader): a modal dialog, focus kept inside, Escape closes. */
export function MobileMenu({ pathname, onClose, onNavigate }: { pathname: string; onClose: () => void; onNavigate: () => void }) {
  const language = useLanguage();
  const say = { locale: language };
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Lock page scrolling while open; restore whatever was there before.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Growing the window past the breakpoint closes the overlay.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = () => query.matches && onNavigate();
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onNavigate]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Portalled to <body>: the header's backdrop blur would otherwise become the overlay's containing block.
  return createPortal(
    <div
      id="mobile-menu"
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={m.layout_menu({}, say)}
      onKeyDown={onKeyDown}
      className="public-menu-overlay fixed inset-0 z-50 flex flex-col overflow-y-auto bg-forest-950 text-white"
    >
      <div className="flex h-16 items-center justify-between px-5">
        <Link to={pathInLanguage('/', language)} onClick={onNavigate} aria-label={m.layout_home_link({}, say)} className="rounded-md">
          <Logo tone="light" />
        </Link>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label={m.layout_close_menu({}, say)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
        >
          <X className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label={m.layout_nav_mobile({}, say)} className="flex-1 px-5 pb-8 pt-6">
        <ul className="space-y-1">
          {NAV_LINKS.map((link, index) => {
            const active = isNavActive(link.to, pathname);
            return (
              <li key={link.to} className="public-menu-link" style={{ '--i': index } as React.CSSProperties}>
                <Link
                  to={pathInLanguage(link.to, language)}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'flex items-baseline gap-4 rounded-lg border-b border-white/10 px-1 py-3.5 font-display text-3xl font-medium',
                    active ? 'text-wheat-300' : 'text-white hover:text-wheat-200',
                  )}
                >
                  <span className="font-sans text-xs font-semibold tracking-widest text-forest-300" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {link.label({}, say)}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 grid gap-3">
          <AccountLink
            className="btn btn-accent w-full py-3"
            openClassName="btn w-full border border-white/40 py-3 text-white hover:bg-white/10"
            onClick={onNavigate}
          />
          <LanguageSwitch className="btn w-full border border-white/40 py-3 text-white hover:bg-white/10" />
        </div>
      </nav>
      <p className="px-5 pb-8 text-sm text-forest-200">
        © {digitsIn(String(new Date().getFullYear()), language)} {SITE_NAME}
      </p>
    </div>,
    document.body,
  );
}
