import { pathInLanguage } from '@app/contract';
import { m } from '@app/contract/messages';
import clsx from 'clsx';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLanguage } from '../../lib/language';
import { AccountLink } from './AccountLink';
import { LanguageSwitch } from './language';
import { Logo } from './Logo';
import { isNavActive, NAV_LINKS } from './nav';

// The overlay's code loads when a visitor first opens it, not with every page.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/**
 * Top navigation: inline links above 768 px; at 768 px or less a menu button opens a full-screen
 * overlay (a modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const say = { locale: language };
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
        <Link to={pathInLanguage('/', language)} className="rounded-md" aria-label={m.layout_home_link({}, say)}>
          <Logo />
        </Link>
        <nav aria-label={m.layout_nav_main({}, say)} className="hidden min-[769px]:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {NAV_LINKS.map((link) => {
              const active = isNavActive(link.to, pathname);
              return (
                <li key={link.to}>
                  <NavLink
                    to={pathInLanguage(link.to, language)}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'relative rounded-md px-2.5 py-2 text-sm font-medium transition-colors lg:px-3',
                      active ? 'text-forest-800' : 'text-ink/75 hover:text-forest-800',
                      active && 'after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-wheat-500 lg:after:inset-x-3',
                    )}
                  >
                    {link.label({}, say)}
                  </NavLink>
                </li>
              );
            })}
            {/* "Open an account" joins "Sign in" from 1280 px; narrower, the seven links leave it no room (the menu below 769 px has both). */}
            <li>
              <LanguageSwitch className="rounded-md px-2.5 py-2 text-sm font-medium text-ink/75 hover:text-forest-800 lg:px-3" />
            </li>
            <li className="ml-2 flex items-center gap-2">
              <AccountLink className="btn btn-outline btn-sm" openClassName="btn btn-primary btn-sm hidden whitespace-nowrap xl:inline-flex" />
            </li>
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-forest-900 hover:bg-forest-50 min-[769px]:hidden"
          aria-label={m.layout_open_menu({}, say)}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu pathname={pathname} onClose={close} onNavigate={dismiss} />
        </Suspense>
      )}
    </header>
  );
}
