import { ADMIN_ROLES } from '@app/contract';
import { useParams } from 'react-router';
import { requireUser } from '../../../features/auth/session';
import { CycleDetail } from '../../../features/cycles/CycleDetail';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/detail';

export const meta = () => [{ title: 'Farm Cycle · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the cycle..." />;
}

export default function CycleRoute() {
  const { id = '' } = useParams();
  return <CycleDetail key={id} id={id} />;
}
