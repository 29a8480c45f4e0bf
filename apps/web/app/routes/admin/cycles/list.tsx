import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { CyclesAdmin } from '../../../features/cycles/CyclesAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/list';

export const meta = () => [{ title: 'Farm Cycles · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading cycles..." />;
}

export default function CyclesRoute() {
  return <CyclesAdmin />;
}
