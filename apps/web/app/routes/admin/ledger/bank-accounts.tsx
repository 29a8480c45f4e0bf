import { BankAccountsAdmin } from '../../../features/ledger/BankAccountsAdmin';

export const meta = () => [{ title: 'Bank accounts · Admin' }];

export default function BankAccountsRoute() {
  return <BankAccountsAdmin />;
}
