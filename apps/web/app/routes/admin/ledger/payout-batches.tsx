import { ADMIN_ROLES } from '@app/contract';
import { requireUser } from '../../../features/auth/session';
import { PayoutBatchesAdmin } from '../../../features/ledger/PayoutBatchesAdmin';
import { Loader } from '../../../ui/Loader';
import type { Route } from './+types/payout-batches';

export const meta = () => [{ title: 'Payout batches · Admin' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request, ADMIN_ROLES);
  return null;
}

export function HydrateFallback() {
  return <Loader label="Loading payout batches..." />;
}

export default function PayoutBatchesRoute() {
  return <PayoutBatchesAdmin />;
}
