import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { UserView } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';
import { useSignedInUser } from './hooks';
import { AccountMenu } from './AccountMenu';
import { Logo } from '../public/Logo';

/**
 * The account shell's header and main: around /profile and /portfolio pages (rendered in the browser)
 * and around the investment page, which the server renders so its farm charts read without JavaScript.
 */
export function AccountShell({ user, children }: { user: UserView; children: ReactNode }) {
  const current = useSignedInUser(user);
  const locale = { locale: useLanguage() };
  const to = useLocalPath();
  return (
    <div className="min-h-screen bg-wheat-50">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <div className="flex items-center gap-4">
            <Link to={to('/')} className="rounded-lg" aria-label={m.layout_home_link({}, locale)}>
              {/* On a phone the mark alone leaves room for "Back to site" and the account menu. */}
              <Logo className="max-[420px]:[&>span]:hidden" />
            </Link>
          </div>
          <div className="flex items-center gap-2">
            <Link to={to('/')} className="btn btn-ghost btn-sm px-2 sm:px-3">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {m.account_back_to_site({}, locale)}
            </Link>
            <AccountMenu user={current} />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
