import { BANK_STATEMENT_MESSAGES, CURRENCIES, bankAccountSchema, formatDateTime, formatSortCode, type BankAccount } from '@app/contract';
import { queryTableState, type Column } from '../../ui/DataTable';
import { ledgerKeys, useBankAccounts } from './api';
import { RecordFormModal, type TextFieldSpec } from './RecordFormModal';
import { RecordsPage } from './RecordsPage';

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'name', label: 'Account name', required: true, hint: 'As staff will choose it when importing, e.g. “Barclays client account”.' },
  { name: 'sortCode', label: 'Sort code', hint: 'UK accounts: with the account number.' },
  { name: 'accountNumber', label: 'Account number' },
  { name: 'iban', label: 'IBAN', hint: 'Instead of, or as well as, the sort code and account number.' },
];

function AccountModal({ account, onClose }: { account: BankAccount | null; onClose: () => void }) {
  return (
    <RecordFormModal
      formId="bank-account-form"
      title={account ? `Edit ${account.name}` : 'Add a bank account'}
      description="One of the venture's own accounts whose statements are imported. Each bank line is kept once per account."
      submitLabel="Save account"
      path="/ledger/bank-accounts"
      id={account?.id ?? null}
      initial={{ ...account, currency: account?.currency ?? 'GBP' }}
      textFields={TEXT_FIELDS}
      choice={{ name: 'currency', label: 'Currency', hint: "A line in this account's currency never pays an investment in another.", values: CURRENCIES }}
      schema={bankAccountSchema}
      success={BANK_STATEMENT_MESSAGES.bankAccountSaved}
      failure="The bank account could not be saved"
      refresh={ledgerKeys.accounts}
      onClose={onClose}
    />
  );
}

/** /admin/ledger/bank-accounts: the venture's own accounts, whose statements are imported. */
export function BankAccountsAdmin() {
  const accounts = useBankAccounts();
  const columns: Column<BankAccount>[] = [
    { key: 'name', header: 'Account', cell: (account) => <span className="font-semibold">{account.name}</span> },
    {
      key: 'numbers',
      header: 'Sort code and number',
      cell: (account) => (account.sortCode && account.accountNumber ? `${formatSortCode(account.sortCode)} ${account.accountNumber}` : '—'),
    },
    { key: 'iban', header: 'IBAN', cell: (account) => account.iban ?? '—' },
    { key: 'currency', header: 'Currency', cell: (account) => account.currency },
    { key: 'updated', header: 'Updated', cell: (account) => formatDateTime(account.updatedAt), className: 'whitespace-nowrap' },
  ];
  return (
    <RecordsPage
      title="Bank accounts"
      description="The venture's own accounts. Every statement is imported as the statement of one of them, in its currency."
      addLabel="Add account"
      columns={columns}
      table={queryTableState(accounts, 'Loading bank accounts...', 'Bank accounts could not be loaded')}
      empty="No bank account yet. Add the account investors pay into before importing its statements."
      form={(account, onClose) => <AccountModal account={account} onClose={onClose} />}
    />
  );
}
