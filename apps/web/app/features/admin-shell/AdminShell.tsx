import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import {
  CalendarCheck,
  ChevronDown,
  ClipboardList,
  History,
  LayoutDashboard,
  LogOut,
  Menu,
  Pencil,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Sprout,
  UserRound,
  X,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ADMIN_FOOTER_VERSION, ADMIN_ROLES, hasRole, ROLE_LABELS, SITE_NAME, type UserView, formatLastLogin } from '@app/contract';
import { useLogout } from '../auth/hooks';
import { TOOL_CATEGORY_LABELS, toolsForRole, type Tool } from './tools';

type NavItem = { label: string; to: string; icon: Tool['icon']; end?: boolean };
type NavGroup = { label: string; items: NavItem[] };

/** Dashboard first, then the role's tiles grouped by category; employees get their work plan. */
function navigationFor(user: UserView): NavGroup[] {
  const groups: NavGroup[] = [
    {
      label: 'Overview',
      items: [
        { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
        ...(user.userRole === 'employee' ? [] : [{ label: 'Activity Log', to: '/admin/activity', icon: History }]),
      ],
    },
    {
      // Every staff role plans its month; admins also review everyone's plans (back-office.md §6).
      label: 'Work Planning',
      items: [
        { label: 'My Work Plan', to: '/admin/manage-work-plan', icon: ClipboardList },
        ...(hasRole(user.userRole, ADMIN_ROLES) ? [{ label: 'Team Work Plans', to: '/admin/work-plan', icon: CalendarCheck }] : []),
      ],
    },
  ];
  for (const tool of toolsForRole(user.userRole)) {
    const label = TOOL_CATEGORY_LABELS[tool.category];
    let group = groups.find((g) => g.label === label);
    if (!group) groups.push((group = { label, items: [] }));
    group.items.push({ label: tool.navLabel ?? tool.title, to: tool.path, icon: tool.icon });
  }
  return groups;
}

function NavList({ user, onNavigate }: { user: UserView; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="space-y-5">
      {navigationFor(user).map((group) => (
        <div key={group.label}>
          <p className="px-3 pb-1.5 text-[11px] font-semibold uppercase tracking-wider text-stone-600">{group.label}</p>
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    clsx(
                      'group flex items-center gap-2.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                      isActive ? 'bg-forest-100 text-forest-900' : 'text-stone-600 hover:bg-stone-100 hover:text-ink',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <item.icon
                        className={clsx('h-4 w-4 shrink-0', isActive ? 'text-forest-700' : 'text-stone-400 group-hover:text-stone-600')}
                        aria-hidden="true"
                      />
                      <span className="truncate">{item.label}</span>
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The brand link; the Admin badge only for those who manage the site (not an employee planning their month). */
function Brand({ user }: { user: UserView }) {
  const admin = toolsForRole(user.userRole).length > 0;
  // Named by its words (the site name stays in the name on phones, where it is not shown), so a voice command saying what is seen finds it.
  return (
    <Link to="/admin" className="flex items-center gap-2 rounded-md text-forest-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-forest-700 text-wheat-200" aria-hidden="true">
        <Sprout className="h-4.5 w-4.5" />
      </span>
      <span className="sr-only font-display text-[15px] font-semibold leading-tight sm:not-sr-only sm:block">{SITE_NAME}</span>{' '}
      {admin && <span className="rounded bg-wheat-200 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-earth-700">Admin</span>}
    </Link>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

const menuContent = 'z-50 min-w-56 rounded-lg border border-stone-200 bg-white p-1 text-sm shadow-lg outline-none';
const menuItem =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-1.5 text-ink outline-none data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900';

function MenuLink({ to, icon: Icon, children }: { to: string; icon: Tool['icon']; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={menuItem}>
      <Link to={to}>
        <Icon className="h-4 w-4 text-stone-500" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

function SettingsMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-ink data-[state=open]:bg-stone-100" aria-label="Settings">
        <Settings className="h-5 w-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-400">Settings</DropdownMenu.Label>
          <MenuLink to="/admin/preferences" icon={SlidersHorizontal}>
            Preferences
          </MenuLink>
          <MenuLink to="/admin/security" icon={ShieldCheck}>
            Security
          </MenuLink>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ProfileMenu({ user }: { user: UserView }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md py-1 pl-1 pr-2 hover:bg-stone-100 data-[state=open]:bg-stone-100">
        {/* Named by what it shows (name and role), so a voice command saying what is seen finds it. */}
        <span className="sr-only">Profile menu for </span>
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-forest-100 text-xs font-bold text-forest-800" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="sr-only text-left leading-tight md:not-sr-only md:block">
          <span className="block max-w-40 truncate text-sm font-semibold text-ink">{user.name}</span>
          <span className="block text-[11px] text-muted">{ROLE_LABELS[user.userRole]}</span>
        </span>
        <ChevronDown className="hidden h-4 w-4 text-stone-400 md:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          <div className="border-b border-stone-100 px-2.5 pb-2 pt-1.5">
            <p className="truncate font-semibold text-ink">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
            <p className="mt-1 text-[11px] text-muted lg:hidden">Last login: {formatLastLogin(user.lastLogin)}</p>
          </div>
          <div className="py-1">
            <MenuLink to="/profile" icon={UserRound}>
              My Profile
            </MenuLink>
            <MenuLink to="/profile/edit" icon={Pencil}>
              Edit Profile
            </MenuLink>
            <MenuLink to="/admin/activity" icon={History}>
              Activity Log
            </MenuLink>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
          <DropdownMenu.Item className={clsx(menuItem, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')} onSelect={() => logout()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function NavDrawer({ user }: { user: UserView }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`rounded-md p-2 text-stone-600 hover:bg-stone-100 min-[992px]:hidden`} aria-label="Open navigation">
        <Menu className="h-5 w-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-950/40" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex h-14 items-center justify-between border-b border-stone-200 px-4">
            <Dialog.Title className="text-sm font-semibold text-ink">Navigation</Dialog.Title>
            <Dialog.Close className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100" aria-label="Close navigation">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-4">
            <NavList user={user} onNavigate={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Footer() {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 px-4 py-3 text-xs text-muted sm:px-6">
      <p>
        {SITE_NAME} back office · Version {ADMIN_FOOTER_VERSION}
      </p>
      <nav aria-label="Footer" className="flex gap-4">
        <Link to="/admin/help" className="hover:text-forest-800 hover:underline">
          Help
        </Link>
        <Link to="/terms" className="hover:text-forest-800 hover:underline">
          Terms
        </Link>
        <Link to="/privacy" className="hover:text-forest-800 hover:underline">
          Privacy
        </Link>
      </nav>
    </footer>
  );
}

/** The back-office frame: header with menus, sidebar (drawer below 992 px), content, footer. */
export function AdminShell({ user, children }: { user: UserView; children: ReactNode }) {
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:px-4">
        <NavDrawer key={location.pathname} user={user} />
        <Brand user={user} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <p className="mr-2 hidden text-xs text-muted lg:block">
            Last login: <span className="font-medium text-ink">{formatLastLogin(user.lastLogin)}</span>
          </p>
          <SettingsMenu />
          <span className="h-6 w-px bg-stone-200" aria-hidden="true" />
          <ProfileMenu user={user} />
        </div>
      </header>
      <div className="flex flex-1">
        <aside
          className={`sticky top-14 hidden h-[calc(100vh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-stone-200 bg-white px-2 py-5 min-[992px]:block`}
        >
          <NavList user={user} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
            {children}
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
