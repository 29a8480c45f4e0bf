import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { CheckQuestionsAdmin } from '../../../features/investing/SafeguardsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/check-questions';

export const meta = () => [{ title: 'Appropriateness questions · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the questions..." />;
}

export default function RouteCheckQuestions() {
  return <CheckQuestionsAdmin />;
}
