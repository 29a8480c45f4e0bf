import { useState } from 'react';
import { BANK_STATEMENT_MESSAGES, STATEMENT_DATE_FORMATS, bankMappingSchema, formatDateTime, type BankMapping } from '@app/contract';
import { api } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { queryTableState, type Column } from '../../ui/DataTable';
import { useContentMutation } from '../../ui/admin/query';
import { ledgerKeys, useBankMappings } from './api';
import { RecordFormModal, type TextFieldSpec } from './RecordFormModal';
import { RecordsPage } from './RecordsPage';

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'name', label: 'Bank', required: true, hint: 'As staff will choose it when importing, e.g. “Barclays business”.' },
  { name: 'dateColumn', label: 'Date column', required: true },
  { name: 'descriptionColumn', label: 'Description or reference column', required: true },
  { name: 'amountColumn', label: 'Amount column (signed)', hint: 'Leave empty when the bank has separate credit and debit columns.' },
  { name: 'creditColumn', label: 'Credit column (money in)' },
  { name: 'debitColumn', label: 'Debit column (money out)' },
  { name: 'balanceColumn', label: 'Balance column' },
];

function MappingModal({ mapping, onClose }: { mapping: BankMapping | null; onClose: () => void }) {
  return (
    <RecordFormModal
      formId="mapping-form"
      title={mapping ? `Edit ${mapping.name}` : 'Add a bank layout'}
      description="The column headings exactly as they appear in the first line of the bank's CSV export."
      submitLabel="Save layout"
      path="/ledger/bank-mappings"
      id={mapping?.id ?? null}
      initial={{ ...mapping, dateFormat: mapping?.dateFormat ?? 'DD/MM/YYYY' }}
      textFields={TEXT_FIELDS}
      choice={{ name: 'dateFormat', label: 'Date format', values: STATEMENT_DATE_FORMATS }}
      schema={bankMappingSchema}
      success={BANK_STATEMENT_MESSAGES.mappingSaved}
      failure="The layout could not be saved"
      refresh={ledgerKeys.mappings}
      onClose={onClose}
    />
  );
}

/** /admin/ledger/bank-mappings: the saved CSV layout of each bank. */
export function BankMappingsAdmin() {
  const mappings = useBankMappings();
  const [deleting, setDeleting] = useState<BankMapping | null>(null);
  const remove = useContentMutation({
    queryKey: ledgerKeys.mappings,
    mutationFn: (mapping: BankMapping) => api.delete(`/ledger/bank-mappings/${mapping.id}`),
    success: BANK_STATEMENT_MESSAGES.mappingDeleted,
    failure: 'The layout could not be deleted',
  });
  const columns: Column<BankMapping>[] = [
    { key: 'name', header: 'Bank', cell: (mapping) => <span className="font-semibold">{mapping.name}</span> },
    { key: 'date', header: 'Date', cell: (mapping) => `${mapping.dateColumn} (${mapping.dateFormat})` },
    { key: 'description', header: 'Description', cell: (mapping) => mapping.descriptionColumn },
    {
      key: 'amount',
      header: 'Amount',
      cell: (mapping) => (mapping.amountColumn ? mapping.amountColumn : `${mapping.creditColumn} / ${mapping.debitColumn}`),
    },
    { key: 'balance', header: 'Balance', cell: (mapping) => mapping.balanceColumn ?? '—' },
    { key: 'updated', header: 'Updated', cell: (mapping) => formatDateTime(mapping.updatedAt), className: 'whitespace-nowrap' },
  ];
  return (
    <>
      <RecordsPage
        title="Bank statement layouts"
        description="Which column of each bank's CSV export holds the date, the description, the amount and the balance."
        addLabel="Add layout"
        columns={columns}
        table={queryTableState(mappings, 'Loading layouts...', 'Layouts could not be loaded')}
        empty="No bank layout yet. Add one to import CSV statements."
        form={(mapping, onClose) => <MappingModal mapping={mapping} onClose={onClose} />}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this layout?"
        message={`Statements already imported with “${deleting?.name ?? ''}” keep their lines.`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
