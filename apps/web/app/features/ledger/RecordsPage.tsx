import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DataTable, type Column, type RowKey, type TableState } from '../../ui/DataTable';
import { AddButton, PageHeader } from '../../ui/PageHeader';
import { BackLink } from '../../ui/BackLink';

/**
 * The page of a small ledger setting (bank accounts, bank layouts), reached from the bank statements:
 * its table with an edit button per record (and a delete one where the setting can go), and the
 * record's add/edit form, opened empty by the add button.
 */
export function RecordsPage<Row extends { id: string; name: string }>({
  title,
  description,
  addLabel,
  columns,
  table,
  empty,
  form,
  onDelete,
}: {
  title: string;
  description: string;
  addLabel: string;
  columns: Column<Row>[];
  table: TableState<Row>;
  empty: string;
  form: (record: Row | null, onClose: () => void) => ReactNode;
  onDelete?: (record: Row) => void;
}) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const actions: Column<Row> = {
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    className: 'whitespace-nowrap text-right',
    cell: (record) => (
      <span className="inline-flex gap-1">
        <button type="button" className="btn btn-ghost btn-sm" aria-label={`Edit ${record.name}`} onClick={() => setEditing(record)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </button>
        {onDelete && (
          <button type="button" className="btn btn-ghost btn-sm text-red-700" aria-label={`Delete ${record.name}`} onClick={() => onDelete(record)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </span>
    ),
  };
  return (
    <div className="space-y-6">
      <BackLink to="/admin/ledger/bank-statements">Bank statements</BackLink>
      <PageHeader title={title} description={description} actions={<AddButton onClick={() => setEditing('new')}>{addLabel}</AddButton>} />
      {/* DataTable cannot see the id of a generic row, so the key it would take by itself is given outright. */}
      <DataTable caption={title} columns={[...columns, actions]} {...table} empty={empty} {...({ rowKey: (record: Row) => record.id } as RowKey<Row>)} />
      {editing && form(editing === 'new' ? null : editing, () => setEditing(null))}
    </div>
  );
}
