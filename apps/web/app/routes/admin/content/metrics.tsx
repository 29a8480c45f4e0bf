import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { MetricsAdmin } from '../../../features/content-admin/MetricsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/metrics';

export const meta = () => [{ title: 'Company Metrics · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading metrics..." />;
}

export default function MetricsAdminRoute() {
  return <MetricsAdmin />;
}
