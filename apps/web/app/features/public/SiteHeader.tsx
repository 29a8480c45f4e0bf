import { MOBILE_BREAKPOINT_PX, SITE_NAME } from '@app/contract';
import clsx from 'clsx';
import { Menu, UserRound, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { useSignedInHint } from '../../lib/session-hint';
import { Logo } from './Logo';
import { isNavActive, NAV_LINKS } from './nav';

/**
 * Top navigation: inline links above 768 px; at 768 px or less a menu button opens a full-screen
 * overlay (a modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns).
 */
/** Beside the seven spec links: "Sign in" for visitors, "My portfolio" once signed in. */
function AccountLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const signedIn = useSignedInHint();
  return (
    <Link to={signedIn ? '/portfolio' : '/login'} className={className} onClick={onClick}>
      <UserRound className="h-4 w-4" aria-hidden="true" />
      {signedIn ? 'My portfolio' : 'Sign in'}
    </Link>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);

  return (
    <header className="sticky top-0 z-40 border-b border-forest-900/10 bg-wheat-50/90 backdrop-blur supports-[backdrop-filter]:bg-wheat-50/80">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-6 px-5 sm:h-[4.5rem] sm:px-8">
        <Link to="/" className="rounded-md" aria-label={`${SITE_NAME} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden min-[769px]:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {NAV_LINKS.map((link) => {
              const active = isNavActive(link.to, pathname);
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'relative rounded-md px-2.5 py-2 text-sm font-medium transition-colors lg:px-3',
                      active ? 'text-forest-800' : 'text-ink/75 hover:text-forest-800',
                      active && 'after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-wheat-500 lg:after:inset-x-3',
                    )}
                  >
                    {link.label}
                  </NavLink>
                </li>
              );
            })}
            <li className="ml-2">
              <AccountLink className="btn btn-outline btn-sm" />
            </li>
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-50 min-[769px]:hidden"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
      {open && <MobileMenu pathname={pathname} onClose={close} onNavigate={dismiss} />}
    </header>
  );
}

function MobileMenu({ pathname, onClose, onNavigate }: { pathname: string; onClose: () => void; onNavigate: () => void }) {
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
      aria-label="Menu"
      onKeyDown={onKeyDown}
      className="public-menu-overlay fixed inset-0 z-50 flex flex-col overflow-y-auto bg-forest-950 text-white"
    >
      <div className="flex h-16 items-center justify-between px-5">
        <Link to="/" onClick={onNavigate} aria-label={`${SITE_NAME} home`} className="rounded-md">
          <Logo tone="light" />
        </Link>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
        >
          <X className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 px-5 pb-8 pt-6">
        <ul className="space-y-1">
          {NAV_LINKS.map((link, index) => {
            const active = isNavActive(link.to, pathname);
            return (
              <li key={link.to} className="public-menu-link" style={{ '--i': index } as React.CSSProperties}>
                <Link
                  to={link.to}
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
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <AccountLink className="btn btn-accent mt-6 w-full py-3" onClick={onNavigate} />
      </nav>
      <p className="px-5 pb-8 text-sm text-forest-200">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </div>,
    document.body,
  );
}
