import { BankStatementsAdmin } from '../../../features/ledger/BankStatementsAdmin';

export const meta = () => [{ title: 'Bank statements · Admin' }];

export default function BankStatementsRoute() {
  return <BankStatementsAdmin />;
}
