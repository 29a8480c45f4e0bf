import { BankMappingsAdmin } from '../../../features/ledger/BankMappingsAdmin';

export const meta = () => [{ title: 'Bank statement layouts · Admin' }];

export default function BankMappingsRoute() {
  return <BankMappingsAdmin />;
}
