import { PayoutBatchesAdmin } from '../../../features/ledger/PayoutBatchesAdmin';

export const meta = () => [{ title: 'Payout batches · Admin' }];

export default function PayoutBatchesRoute() {
  return <PayoutBatchesAdmin />;
}
