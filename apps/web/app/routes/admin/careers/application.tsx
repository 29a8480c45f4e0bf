import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { ApplicationDetail } from '../../../features/careers/ApplicationDetail';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/application';

export const meta = () => [{ title: 'Job Application · Admin' }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return { id: params.id };
}

export function HydrateFallback() {
  return <Loader label="Loading job application..." />;
}

export default function RouteApplicationDetail({ loaderData }: Route.ComponentProps) {
  return <ApplicationDetail key={loaderData.id} id={loaderData.id} />;
}
