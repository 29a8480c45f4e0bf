import { Outlet } from 'react-router';
import { ADMIN_AREA_ROLES } from '@app/contract';
import { useCurrentUser } from '../../../features/auth/hooks';
import { requireUser } from '../../../features/auth/session';
import { AdminShell } from '../../../features/admin-shell/AdminShell';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/layout';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request, ADMIN_AREA_ROLES);
  return { user };
}

export function HydrateFallback() {
  return <Loader label="Loading..." className="min-h-screen" />;
}

/** Every /admin page renders inside the shell; the guard above runs before any of them. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { data } = useCurrentUser();
  const user = data ?? loaderData.user;
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}
