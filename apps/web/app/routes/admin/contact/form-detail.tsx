import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { MessageDetail } from '../../../features/contact-messages/MessageDetail';
import { requireUser } from '../../../features/auth/session';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/form-detail';

export const meta = () => [{ title: 'Contact Message · Admin' }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return { id: params.id };
}

export function HydrateFallback() {
  return <Loader label="Loading message..." />;
}

export default function ContactFormDetailRoute({ loaderData }: Route.ComponentProps) {
  return <MessageDetail key={loaderData.id} id={loaderData.id} />;
}
