import { Outlet } from 'react-router';
import { ADMIN_AREA_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/layout';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request, ADMIN_AREA_ROLES);
  return { user };
}

export function HydrateFallback() {
  return <Loader label="Loading..." className="min-h-screen" />;
}

export default function AdminLayout() {
  return <Outlet />;
}
