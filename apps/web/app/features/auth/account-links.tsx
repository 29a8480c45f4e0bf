import { Link } from 'react-router';
import { KeyRound, LayoutDashboard, Pencil, Sprout, User, type LucideIcon } from 'lucide-react';
import { ADMIN_AREA_ROLES, type Language, type Role, type UserView } from '@app/contract';
import { m } from '@app/contract/messages';

export type AccountLink = { to: string; label: string; icon: LucideIcon };

export const EDIT_PROFILE_LINK: AccountLink = { to: '/profile/edit', label: 'Edit Profile', icon: Pencil };
export const CHANGE_PASSWORD_LINK: AccountLink = { to: '/profile/change-password', label: 'Change Password', icon: KeyRound };
export const PORTFOLIO_LINK: AccountLink = { to: '/portfolio', label: 'My portfolio', icon: Sprout };

/** The signed-in person's own pages, as the account menu lists them: the portfolio for investors, the profile pages, the back office for staff. */
export function accountLinks(user: Pick<UserView, 'userRole'>, language: Language = 'en'): AccountLink[] {
  const staff = (ADMIN_AREA_ROLES as readonly Role[]).includes(user.userRole);
  const locale = { locale: language };
  return [
    ...(user.userRole === 'user' ? [{ ...PORTFOLIO_LINK, label: m.layout_my_portfolio({}, locale) }] : []),
    { to: '/profile', label: m.account_my_profile({}, locale), icon: User },
    { ...EDIT_PROFILE_LINK, label: m.account_edit_profile({}, locale) },
    { ...CHANGE_PASSWORD_LINK, label: m.account_change_password({}, locale) },
    ...(staff ? [{ to: '/admin', label: m.account_admin_panel({}, locale), icon: LayoutDashboard }] : []),
  ];
}

/** Buttons that open some of those pages (the profile's header, the staff preferences). */
export function AccountLinkButtons({ links, className }: { links: readonly AccountLink[]; className: string }) {
  return links.map(({ to, label, icon: Icon }) => (
    <Link key={to} to={to} className={className}>
      <Icon className="h-4 w-4" aria-hidden="true" /> {label}
    </Link>
  ));
}
