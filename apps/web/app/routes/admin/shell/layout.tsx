import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { adminPathRoles } from '@app/contract';
import { useSignedInUser } from '../../../features/auth/hooks';
import { requireUser } from '../../../features/auth/session';
import { AdminShell } from '../../../features/admin-shell/AdminShell';
import { ShellLoader } from '../../../ui/Loader';
import type { Route } from './+types/layout';

/** The back office's one guard: the roles of the tool or page that owns the path (contract admin-tools.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request, adminPathRoles(new URL(request.url).pathname));
  return { user };
}

/** The guard runs again on every move between back-office pages, since each page may allow other roles. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const HydrateFallback = ShellLoader;

/** Every /admin page renders inside the shell; the guard above runs before any of them. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const user = useSignedInUser(loaderData.user);
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}
