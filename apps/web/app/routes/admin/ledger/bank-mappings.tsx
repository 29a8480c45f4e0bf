import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { BankMappingsAdmin } from '../../../features/ledger/BankMappingsAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/bank-mappings';

export const meta = () => [{ title: 'Bank statement layouts · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading layouts..." />;
}

export default function BankMappingsRoute() {
  return <BankMappingsAdmin />;
}
