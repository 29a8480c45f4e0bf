import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { ManagerWorkPlan } from '../../../features/work-plans/ManagerWorkPlan';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/manager-layout';

export const meta = () => [{ title: 'Work Planning · Admin' }];

/** Managers only (back-office.md §6: admin and superAdmin). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading work planning..." />;
}

export default function ManagerWorkPlanRoute() {
  return <ManagerWorkPlan />;
}
