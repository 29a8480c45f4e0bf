import clsx from 'clsx';
import { ChevronDown, ChevronsDownUp, ChevronsUpDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, faqSchema, type Faq } from '@app/contract';
import { api } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contentKeys, errorMessage, contractResolver, showSaveError, useContentList, useContentMutation, useInvalidate, useReorder } from './query';
import { DragHandle, SortableList, useSortableItem } from './sortable';
import { CharCount, LoadError, SearchBox, Toolbar } from './widgets';

type FaqForm = { question: string; answer: string };

function FaqModal({ faq, count, onClose }: { faq: Faq | null; count: number; onClose: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<FaqForm>({
    resolver: contractResolver<FaqForm>(faqSchema),
    defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const { register, handleSubmit, watch, formState, setError } = form;
  const submit = handleSubmit(async (values) => {
    try {
      if (faq) await api.put(`/faq/faqs/${faq._id}`, values);
      else await api.post('/faq/faqs', { ...values, order: count + 1 });
      toast.success(faq ? 'FAQ updated successfully' : 'FAQ added successfully');
      await invalidate(contentKeys.faqs);
      onClose();
    } catch (error) {
      showSaveError(error, faq ? 'Failed to update FAQ' : 'Failed to add FAQ', setError);
    }
  });
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      description="Questions show on the home page in the order of this list."
      footer={<ModalFormActions formId="faq-form" busy={formState.isSubmitting} submitLabel={faq ? 'Save Changes' : 'Add FAQ'} onCancel={onClose} />}
    >
      <form id="faq-form" onSubmit={submit} noValidate className="space-y-4">
        <Field label="Question" required error={formState.errors.question?.message} hint={<CharCount value={watch('question')} max={FAQ_QUESTION_MAX} />}>
          {(props) => <textarea {...props} {...register('question')} rows={2} maxLength={FAQ_QUESTION_MAX} className="input" />}
        </Field>
        <Field label="Answer" required error={formState.errors.answer?.message} hint={<CharCount value={watch('answer')} max={FAQ_ANSWER_MAX} />}>
          {(props) => <textarea {...props} {...register('answer')} rows={7} maxLength={FAQ_ANSWER_MAX} className="input" />}
        </Field>
      </form>
    </Modal>
  );
}

function FaqRow({
  faq,
  position,
  expanded,
  dragDisabled,
  onToggle,
  onEdit,
  onDelete,
}: {
  faq: Faq;
  position: number;
  expanded: boolean;
  dragDisabled: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { itemProps, handleProps, isDragging } = useSortableItem(faq._id);
  return (
    <li {...itemProps} className={clsx('rounded-xl border bg-white shadow-sm', isDragging ? 'border-forest-400 shadow-lg' : 'border-stone-200')} data-testid="faq-item">
      <div className="flex items-start gap-2 px-3 py-2.5">
        <DragHandle label={`Reorder FAQ: ${faq.question}`} disabled={dragDisabled} handleProps={handleProps} />
        <span className="mt-1.5 w-6 shrink-0 text-right text-xs font-semibold tabular-nums text-stone-400">{position}</span>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={`faq-answer-${faq._id}`}
          className="flex min-w-0 flex-1 items-start gap-2 rounded py-1 text-left text-sm font-semibold text-ink hover:text-forest-800"
        >
          <span className="flex-1">{faq.question}</span>
          <ChevronDown className={clsx('mt-0.5 h-4 w-4 shrink-0 text-stone-400 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
        <div className="flex shrink-0 gap-0.5">
          <button type="button" className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-forest-800" onClick={onEdit} aria-label={`Edit FAQ: ${faq.question}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button type="button" className="rounded-md p-1.5 text-stone-500 hover:bg-red-50 hover:text-red-700" onClick={onDelete} aria-label={`Delete FAQ: ${faq.question}`}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {expanded && (
        <div id={`faq-answer-${faq._id}`} className="whitespace-pre-line border-t border-stone-100 px-4 py-3 pl-[4.75rem] text-sm leading-relaxed text-muted">
          {faq.answer}
        </div>
      )}
    </li>
  );
}

/** /admin/faq: search, expand/collapse, drag by handle to reorder, add/edit modal, delete confirmation. */
export function FaqAdmin() {
  const list = useContentList<Faq>(contentKeys.faqs, '/faq/faqs');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Faq | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const reorder = useReorder<Faq>({ queryKey: contentKeys.faqs, path: '/faq/faqs-order', bodyKey: 'faqs', success: 'FAQ order updated', failure: 'Failed to update FAQ order' });
  const remove = useContentMutation({
    queryKey: contentKeys.faqs,
    mutationFn: (faq: Faq) => api.delete(`/faq/faqs/${faq._id}`),
    success: 'FAQ deleted successfully',
    failure: 'Failed to delete FAQ',
  });

  const faqs = [...(list.data ?? [])].sort((a, b) => a.order - b.order);
  const needle = search.trim().toLowerCase();
  const shown = needle ? faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle)) : faqs;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="FAQ Management"
        description="The questions and answers on the home page. Drag a question by its handle to change the order."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add FAQ
          </button>
        }
      />
      <Toolbar>
        <SearchBox value={search} onChange={setSearch} label="Search FAQs" placeholder="Search questions and answers" />
        <div className="ml-auto flex items-center gap-1">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setExpanded(new Set(shown.map((faq) => faq._id)))}>
            <ChevronsUpDown className="h-4 w-4" aria-hidden="true" /> Expand All
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setExpanded(new Set())}>
            <ChevronsDownUp className="h-4 w-4" aria-hidden="true" /> Collapse All
          </button>
          <span className="ml-2 text-xs text-muted">{faqs.length} FAQs</span>
        </div>
      </Toolbar>
      {needle && shown.length > 0 && <p className="mb-2 text-xs text-muted">Clear the search to reorder questions.</p>}

      {list.isPending ? (
        <Loader label="Loading FAQs..." />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, 'Error fetching FAQs')} onRetry={() => list.refetch()} />
      ) : shown.length === 0 ? (
        needle ? (
          <EmptyState
            title="No FAQs match your search"
            hint={`Nothing matches “${search}”.`}
            action={
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setSearch('')}>
                Clear Search
              </button>
            }
          />
        ) : (
          <EmptyState
            title="No FAQs yet"
            hint="Add the first question investors ask."
            action={
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(null)}>
                Add FAQ
              </button>
            }
          />
        )
      ) : (
        <SortableList items={shown} getId={(faq) => faq._id} getLabel={(faq) => faq.question} onReorder={(next) => reorder.mutate(next)} disabled={Boolean(needle)}>
          <ol className="space-y-2" aria-label="FAQs">
            {shown.map((faq) => (
              <FaqRow
                key={faq._id}
                faq={faq}
                position={faqs.indexOf(faq) + 1}
                expanded={expanded.has(faq._id)}
                dragDisabled={Boolean(needle)}
                onToggle={() => toggle(faq._id)}
                onEdit={() => setEditing(faq)}
                onDelete={() => setDeleting(faq)}
              />
            ))}
          </ol>
        </SortableList>
      )}

      {editing !== undefined && <FaqModal faq={editing} count={faqs.length} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete FAQ"
        message="Are you sure you want to delete this FAQ? It disappears from the home page at once."
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        {deleting && <p className="rounded-lg bg-stone-50 p-3 text-sm font-medium text-ink">{deleting.question}</p>}
      </ConfirmDialog>
    </>
  );
}
