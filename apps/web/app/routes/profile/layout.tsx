import { Outlet } from 'react-router';
import { requireUser } from '../../features/auth/session';
import { AccountShell } from '../../features/auth/AccountShell';
import { ShellLoader } from '../../ui/Loader';
import { ProfileLoadError } from '../../features/auth/ProfileLoadError';
import type { Route } from './+types/layout';

/** The account shell around /profile pages: any signed-in, verified user. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  return { user };
}

export const HydrateFallback = ShellLoader;

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell user={loaderData.user}>
      <Outlet />
    </AccountShell>
  );
}

export function ErrorBoundary() {
  return (
    <main className="px-4 py-16">
      <ProfileLoadError />
    </main>
  );
}
