import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import type { UserView } from '@app/contract';
import { UserAvatar } from '../users/UserAvatar';
import { accountLinks } from './account-links';
import { useLogout } from './hooks';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900';

/** The signed-in person's menu in the account shell: the portfolio for investors, profile pages, the back office for staff, Logout. */
export function AccountMenu({ user }: { user: UserView }) {
  const doLogout = useLogout();
  const language = useLanguage();
  const locale = { locale: language };
  const path = useLocalPath();
  return (
    <Menu.Root>
      {/* Named by its text (not aria-label) so the spoken name always contains what is shown. */}
      <Menu.Trigger className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-forest-50">
        <span aria-hidden="true" className="contents">
          <UserAvatar name={user.name} image={user.profileImage} size={34} />
        </span>
        <span className="sr-only max-w-[10rem] truncate text-sm font-medium sm:not-sr-only sm:block">{user.name}</span>
        <span className="sr-only">{m.account_menu({}, locale)}</span>
        <ChevronDown className="h-4 w-4 text-muted" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <Menu.Separator className="my-1 h-px bg-stone-100" />
          {accountLinks(user, language).map(({ to, label, icon: Icon }) => (
            <Menu.Item key={to} asChild className={itemClass}>
              <Link to={to.startsWith('/admin') ? to : path(to)}>
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </Link>
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-stone-100" />
          <Menu.Item className={`${itemClass} text-red-700`} onSelect={() => void doLogout()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> {m.account_logout({}, locale)}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
