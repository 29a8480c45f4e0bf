import { CONTENT_EDITOR_ROLES } from '@app/contract';
import { Inbox } from '../../../features/contact-messages/Inbox';
import { requireUser } from '../../../features/auth/session';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/forms';

export const meta = () => [{ title: 'Contact Messages · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, CONTENT_EDITOR_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading messages..." />;
}

export default function ContactFormsRoute() {
  return <Inbox />;
}
