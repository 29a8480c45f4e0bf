import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { BankStatementsAdmin } from '../../../features/ledger/BankStatementsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/bank-statements';

export const meta = () => [{ title: 'Bank statements · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading bank statements..." />;
}

export default function BankStatementsRoute() {
  return <BankStatementsAdmin />;
}
