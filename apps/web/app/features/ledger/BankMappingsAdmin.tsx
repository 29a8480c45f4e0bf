import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  BANK_STATEMENT_MESSAGES,
  STATEMENT_DATE_FORMATS,
  bankMappingSchema,
  formatDateTime,
  toFieldErrors,
  type BankMapping,
  type FieldErrors,
} from '@app/contract';
import { api } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { ConfirmPanel } from '../../ui/admin/ConfirmPanel';
import { AddButton, PageHeader } from '../../ui/PageHeader';
import { useContentMutation } from '../../ui/admin/query';
import { ledgerKeys, useBankMappings } from './api';
import { BackLink } from '../../ui/BackLink';
import { Options } from '../../ui/Options';

const TEXT_FIELDS = [
  { name: 'name', label: 'Bank', required: true, hint: 'As staff will choose it when importing, e.g. “Barclays business”.' },
  { name: 'dateColumn', label: 'Date column', required: true },
  { name: 'descriptionColumn', label: 'Description or reference column', required: true },
  { name: 'amountColumn', label: 'Amount column (signed)', hint: 'Leave empty when the bank has separate credit and debit columns.' },
  { name: 'creditColumn', label: 'Credit column (money in)' },
  { name: 'debitColumn', label: 'Debit column (money out)' },
  { name: 'balanceColumn', label: 'Balance column' },
] as const;
type TextField = (typeof TEXT_FIELDS)[number]['name'];

const MAPPING_FIELDS = [...TEXT_FIELDS.map((field) => field.name), 'dateFormat'];

function MappingModal({ mapping, onClose }: { mapping: BankMapping | null; onClose: () => void }) {
  const [values, setValues] = useState<Record<string, string>>(() => ({
    dateFormat: mapping?.dateFormat ?? 'DD/MM/YYYY',
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field.name, mapping?.[field.name as TextField] ?? ''])),
  }));
  return (
    <ConfirmPanel
      formId="mapping-form"
      title={mapping ? `Edit ${mapping.name}` : 'Add a bank layout'}
      description="The column headings exactly as they appear in the first line of the bank's CSV export."
      submitLabel="Save layout"
      fields={MAPPING_FIELDS}
      check={(): FieldErrors => {
        const checked = bankMappingSchema.safeParse(values);
        return checked.success ? {} : toFieldErrors(checked.error);
      }}
      send={() => (mapping ? api.put(`/ledger/bank-mappings/${mapping.id}`, values) : api.post('/ledger/bank-mappings', values))}
      success={BANK_STATEMENT_MESSAGES.mappingSaved}
      failure="The layout could not be saved"
      refresh={ledgerKeys.mappings}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      {(errors) => (
        <>
          {TEXT_FIELDS.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              required={'required' in field}
              error={errors[field.name]}
              hint={'hint' in field ? field.hint : undefined}
            >
              {(props) => (
                <input
                  {...props}
                  value={values[field.name]}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  maxLength={200}
                  className="input"
                />
              )}
            </Field>
          ))}
          <Field label="Date format" required error={errors.dateFormat}>
            {(props) => (
              <select {...props} value={values.dateFormat} onChange={(event) => setValues({ ...values, dateFormat: event.target.value })} className="input">
                <Options values={STATEMENT_DATE_FORMATS} />
              </select>
            )}
          </Field>
        </>
      )}
    </ConfirmPanel>
  );
}

/** /admin/ledger/bank-mappings: the saved CSV layout of each bank. */
export function BankMappingsAdmin() {
  const mappings = useBankMappings();
  const [editing, setEditing] = useState<BankMapping | 'new' | null>(null);
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
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap text-right',
      cell: (mapping) => (
        <span className="inline-flex gap-1">
          <button type="button" className="btn btn-ghost btn-sm" aria-label={`Edit ${mapping.name}`} onClick={() => setEditing(mapping)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-ghost btn-sm text-red-700" aria-label={`Delete ${mapping.name}`} onClick={() => setDeleting(mapping)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <BackLink to="/admin/ledger/bank-statements">Bank statements</BackLink>
      <PageHeader
        title="Bank statement layouts"
        description="Which column of each bank's CSV export holds the date, the description, the amount and the balance."
        actions={<AddButton onClick={() => setEditing('new')}>Add layout</AddButton>}
      />
      <DataTable
        caption="Bank statement layouts"
        columns={columns}
        {...queryTableState(mappings, 'Loading layouts...', 'Layouts could not be loaded')}
        empty="No bank layout yet. Add one to import CSV statements."
      />
      {editing && <MappingModal mapping={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
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
    </div>
  );
}
