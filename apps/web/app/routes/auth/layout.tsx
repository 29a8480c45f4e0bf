import { Link, Outlet, redirect } from 'react-router';
import { pathInLanguage, pathWithoutLanguage, languageOfPath, safeReturnPath, SITE_NAME, type UserView } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';
import { FarmIllustration } from '../../features/auth/FarmIllustration';
import { fetchCurrentUser, homeFor } from '../../features/auth/session';
import { Logo } from '../../features/public/Logo';
import { LEGAL_LINKS } from '../../features/public/nav';
import type { Route } from './+types/layout';

/**
 * Where an already signed-in, verified visitor of an auth page goes (accounts.md §2): from
 * /register to /profile (the account dashboard), from every other auth page staff go to the back
 * office via /admin-panel and everyone else home (investors to /portfolio), unless a safe ?redirect= names the page they came from.
 */
function redirectTarget(url: URL, user: UserView | null | undefined) {
  const pathname = pathWithoutLanguage(url.pathname);
  if (!user || !user.isVerified) return null;
  // A pending email change is confirmed with a code on /verify-email while signed in.
  if (pathname.startsWith('/verify-email') && user.newEmail) return null;
  // The mailed undo link works whoever is signed in on this browser: undoing signs every session out anyway.
  if (pathname.startsWith('/undo-email-change/')) return null;
  if (pathname.startsWith('/register')) return pathInLanguage('/profile', languageOfPath(url.pathname));
  return safeReturnPath(url.searchParams.get('redirect')) ?? homeFor(user);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, body } = await context.api<{ user?: UserView }>('/auth/me');
  const target = status === 200 ? redirectTarget(new URL(request.url), body.user) : null;
  if (target) throw redirect(target);
  return null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await fetchCurrentUser().catch(() => null);
  const target = redirectTarget(new URL(request.url), user);
  if (target) throw redirect(target);
  return null;
}

export default function AuthLayout() {
  const language = useLanguage();
  const locale = { locale: language };
  const to = useLocalPath();
  return (
    <div className="min-h-screen bg-wheat-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-forest-900 lg:block">
        <FarmIllustration className="absolute inset-0 h-full w-full" />
        <div className="relative flex h-full flex-col justify-end p-12 text-wheat-50">
          <figure className="max-w-sm rounded-2xl bg-forest-950/55 p-6 backdrop-blur-sm">
            <blockquote className="font-display text-2xl leading-snug">{m.auth_layout_quote({}, locale)}</blockquote>
            <figcaption className="mt-3 text-sm text-wheat-200">{m.auth_layout_caption({}, locale)}</figcaption>
          </figure>
        </div>
      </aside>
      <div className="flex min-h-screen flex-col">
        <header className="mx-auto w-full max-w-md px-5 pt-8 sm:px-0 lg:pt-12">
          <Link to={to('/')} className="inline-block rounded-lg">
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-5 py-8 sm:px-10 lg:items-center lg:py-16">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
        <footer className="border-t border-stone-200 px-5 py-6 text-sm text-muted sm:px-10">
          <div className="mx-auto w-full max-w-md">
            <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <Link key={link.to} to={link.to} className="hover:text-forest-800 hover:underline">
                  {link.label({}, { locale: language })}
                </Link>
              ))}
            </nav>
            <p className="mt-3">
              &copy; {new Date().getFullYear()} {SITE_NAME}. {m.auth_layout_rights({}, locale)}
            </p>
          </div>
        </footer>
      </div>
    </div>
  );
}
