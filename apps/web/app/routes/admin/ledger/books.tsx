import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { BooksAdmin } from '../../../features/ledger/BooksAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/books';

export const meta = () => [{ title: 'Books · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading the books..." />;
}

export default function BooksRoute() {
  return <BooksAdmin />;
}
