import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { PlansAdmin } from '../../../features/content-admin/PlansAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/investments';

export const meta = () => [{ title: 'Investment Plans · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading investment plans..." />;
}

export default function PlansAdminRoute() {
  return <PlansAdmin />;
}
