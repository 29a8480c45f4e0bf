import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Pencil, Plus } from 'lucide-react';
import {
  CHECK_OPTIONS_MAX,
  CHECK_TOPICS,
  CHECK_TOPIC_LABELS,
  INVESTOR_CATEGORY_LABELS,
  checkQuestionSchema,
  formatDate,
  formatDateTime,
  toFieldErrors,
  type CheckQuestion,
  type CheckQuestionInput,
} from '@app/contract';
import { apiUrl, errorMessage } from '../../lib/api';
import { DataTable, queryTableState, type Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { TableHead } from '../../ui/TableHead';
import { Modal, ModalActionFooter } from '../../ui/Modal';
import { AddButton, PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { Facts, money } from './bits';
import { useCheckQuestions, useSafeguardRecord, useSaveCheckQuestion } from './safeguards-api';
import { BackLink } from '../../ui/BackLink';
import { QueryState } from '../../ui/QueryState';
import { Options } from '../../ui/Options';

/** Staff views of the safeguards: an investor's category and checks, the export, and the question bank. */

const STEP_LABELS = {
  verification: 'Verify identity',
  category: 'Investor category',
  check: 'Appropriateness check',
  cooling_off: 'Cooling-off',
  invest: 'Ready to invest',
} as const;

/** On the investor detail: where they stand, every declaration and every marked check. */
export function SafeguardsSection({ userId }: { userId: string }) {
  const record = useSafeguardRecord(userId);
  return (
    <section className="card space-y-4 p-5" aria-labelledby="safeguards-heading">
      <h2 id="safeguards-heading" className="font-display text-lg font-semibold text-forest-900">
        Safeguards
      </h2>
      <QueryState query={record} loading="Loading the safeguards..." failure="Failed to load the safeguards">
        {(safeguards) => (
          <>
            <Facts
              rows={[
                ['Next step', STEP_LABELS[safeguards.status.nextStep]],
                [
                  'Category',
                  safeguards.status.category.category
                    ? `${INVESTOR_CATEGORY_LABELS[safeguards.status.category.category]}${safeguards.status.category.valid ? '' : ' (expired)'}`
                    : null,
                ],
                ['Category renewal due', formatDate(safeguards.status.category.expiresAt)],
                [
                  'Check passed',
                  safeguards.status.check.passedAt
                    ? `${formatDateTime(safeguards.status.check.passedAt)} (valid until ${formatDate(safeguards.status.check.expiresAt)})`
                    : null,
                ],
                ['Cooling-off ends', safeguards.status.coolingOff.opensAt ? formatDateTime(safeguards.status.coolingOff.opensAt) : null],
                [
                  'Restricted limit (12 months)',
                  safeguards.status.limit ? `${money(safeguards.status.limit.used)} of ${money(safeguards.status.limit.limit)} requested` : null,
                ],
              ]}
            />
            {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Category declarations">
              <table className="w-full text-left text-sm">
                <caption className="pb-2 text-left text-xs font-medium uppercase tracking-wide text-muted">Declarations</caption>
                <TableHead
                  rowClassName="border-b border-stone-200 text-xs text-muted"
                  cellClassName="py-1.5 pr-3 font-medium"
                  columns={['Declared', 'Category', 'Net assets', 'Annual income', { label: 'Wording', className: 'py-1.5 font-medium' }]}
                />
                <tbody>
                  {safeguards.declarations.length === 0 ? (
                    <tr>
                      <td colSpan={5} className="py-2 text-muted">
                        None yet.
                      </td>
                    </tr>
                  ) : (
                    safeguards.declarations.map((row) => (
                      <tr key={row.declaredAt} className="border-b border-stone-100">
                        <td className="whitespace-nowrap py-1.5 pr-3">{formatDateTime(row.declaredAt)}</td>
                        <td className="py-1.5 pr-3">{INVESTOR_CATEGORY_LABELS[row.category]}</td>
                        <td className="py-1.5 pr-3">{row.netAssets === null ? '—' : money(row.netAssets)}</td>
                        <td className="py-1.5 pr-3">{row.annualIncome === null ? '—' : money(row.annualIncome)}</td>
                        <td className="py-1.5">{row.wordingVersion}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <div>
              <h3 className="font-sans text-xs font-medium uppercase tracking-wide text-muted">Appropriateness checks</h3>
              {safeguards.attempts.length === 0 ? (
                <p className="mt-1 text-sm text-muted">None yet.</p>
              ) : (
                <ul className="mt-1 space-y-2 text-sm">
                  {safeguards.attempts.map((attempt) => (
                    <li key={attempt.id}>
                      <details className="rounded-lg border border-stone-200 px-3 py-2">
                        <summary className="cursor-pointer">
                          {formatDateTime(attempt.submittedAt)}: {attempt.passed ? 'passed' : 'not passed'}, {attempt.score} of {attempt.total}
                        </summary>
                        <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink/90">
                          {attempt.questions.map((question, index) => (
                            <li key={index}>
                              {question.prompt} <span className="text-muted">Answered: </span>
                              {question.options[question.chosen] ?? '—'}
                              {question.chosen === question.correct ? ' (right)' : ` (wrong; right: ${question.options[question.correct]})`}
                            </li>
                          ))}
                        </ol>
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

/**
 * The Investors page's links to the question bank, the export of every investor's current category
 * and checks (a line each), and the audit trail (every declaration and check, with the wording and answers).
 */
export function SafeguardLinks() {
  return (
    <>
      <Link to="/admin/check-questions" className="btn btn-outline btn-sm">
        Appropriateness questions
      </Link>
      <a href={apiUrl('/investors/safeguards/export.csv')} download className="btn btn-outline btn-sm">
        <Download className="h-4 w-4" aria-hidden="true" /> Export categories and checks (CSV)
      </a>
      <a href={apiUrl('/investors/safeguards/history.csv')} download className="btn btn-outline btn-sm">
        <Download className="h-4 w-4" aria-hidden="true" /> Every declaration and check, with answers (CSV)
      </a>
    </>
  );
}

const EMPTY: CheckQuestionInput = { topic: 'capital', prompt: '', options: ['', '', ''], correctOption: 0, explanation: '', isActive: true };

/** A saved question to edit: its words and answer, without the version and date the server keeps. */
function toEditing({ id, version: _version, updatedAt: _updatedAt, ...input }: CheckQuestion): { id: string; input: CheckQuestionInput } {
  return { id, input };
}

/** /admin/check-questions: the bank the check draws from; every save is a new version, attempts keep theirs. */
export function CheckQuestionsAdmin() {
  const questions = useCheckQuestions();
  const [editing, setEditing] = useState<{ id: string | null; input: CheckQuestionInput } | null>(null);
  const columns: Column<CheckQuestion>[] = [
    { key: 'topic', header: 'Topic', cell: (row) => CHECK_TOPIC_LABELS[row.topic] },
    {
      key: 'prompt',
      header: 'Question',
      cell: (row) => (
        <div>
          <p className="font-medium">{row.prompt}</p>
          <p className="text-xs text-muted">Right answer: {row.options[row.correctOption]}</p>
        </div>
      ),
    },
    { key: 'active', header: 'In use', cell: (row) => (row.isActive ? 'Yes' : 'No') },
    { key: 'version', header: 'Version', cell: (row) => `${row.version} · ${formatDate(row.updatedAt)}` },
    {
      key: 'edit',
      header: <span className="sr-only">Actions</span>,
      cell: (row) => (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(toEditing(row))}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit<span className="sr-only"> “{row.prompt}”</span>
        </button>
      ),
    },
  ];
  return (
    <div>
      <BackLink to="/admin/investors">Investors</BackLink>
      <PageHeader
        title="Appropriateness questions"
        description="The check shows one question per topic, in a shuffled order with shuffled answers. Editing a question makes a new version; checks already taken keep the wording they showed."
        actions={<AddButton onClick={() => setEditing({ id: null, input: EMPTY })}>Add question</AddButton>}
      />
      <DataTable
        caption="Appropriateness questions"
        columns={columns}
        {...queryTableState(questions, 'Loading questions...', 'Error fetching questions')}
        empty={<p className="p-6 text-sm text-muted">No questions yet.</p>}
      />
      {editing && <QuestionEditor key={editing.id ?? 'new'} id={editing.id} initial={editing.input} onClose={() => setEditing(null)} />}
    </div>
  );
}

function QuestionEditor({ id, initial, onClose }: { id: string | null; initial: CheckQuestionInput; onClose: () => void }) {
  const save = useSaveCheckQuestion();
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<CheckQuestionInput>) => setInput((previous) => ({ ...previous, ...patch }));
  const submit = async () => {
    const parsed = checkQuestionSchema.safeParse(input);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    try {
      const body = await save.mutateAsync({ id, input });
      toast.success(body.message);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the question'));
    }
  };
  const optionsError = errors.options ?? Object.entries(errors).find(([key]) => key.startsWith('options.'))?.[1];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={id ? 'Edit question' : 'Add question'}
      description="Mark the right answer; the explanation is shown to investors who answer wrongly."
      footer={<ModalActionFooter onDismiss={onClose} busy={save.isPending} onAction={submit} label="Save question" />}
    >
      <div className="space-y-4">
        <Field label="Topic">
          {(field) => (
            <select {...field} className="input" value={input.topic} onChange={(event) => set({ topic: event.target.value as CheckQuestionInput['topic'] })}>
              <Options values={CHECK_TOPICS} label={(topic) => CHECK_TOPIC_LABELS[topic]} />
            </select>
          )}
        </Field>
        <Field label="Question" error={errors.prompt}>
          {(field) => <textarea {...field} className="input min-h-20" value={input.prompt} onChange={(event) => set({ prompt: event.target.value })} />}
        </Field>
        <fieldset aria-describedby={optionsError || errors.correctOption ? 'question-options-error' : undefined}>
          <legend className="label">Answers (choose the right one)</legend>
          <div className="space-y-2">
            {input.options.map((option, index) => (
              <div key={index} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="correct-option"
                  checked={input.correctOption === index}
                  onChange={() => set({ correctOption: index })}
                  aria-label={`Answer ${index + 1} is the right one`}
                />
                <input
                  className="input flex-1"
                  aria-label={`Answer ${index + 1}`}
                  value={option}
                  onChange={(event) => set({ options: input.options.map((value, i) => (i === index ? event.target.value : value)) })}
                />
                {input.options.length > 2 && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() =>
                      set({
                        options: input.options.filter((_, i) => i !== index),
                        correctOption: input.correctOption === index ? 0 : input.correctOption > index ? input.correctOption - 1 : input.correctOption,
                      })
                    }
                  >
                    Remove<span className="sr-only"> answer {index + 1}</span>
                  </button>
                )}
              </div>
            ))}
          </div>
          {input.options.length < CHECK_OPTIONS_MAX && (
            <button type="button" className="btn btn-outline btn-sm mt-2" onClick={() => set({ options: [...input.options, ''] })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add an answer
            </button>
          )}
          {(optionsError || errors.correctOption) && (
            <p id="question-options-error" className="field-error" role="alert">
              {optionsError ?? errors.correctOption}
            </p>
          )}
        </fieldset>
        <Field label="Why the right answer is right" error={errors.explanation}>
          {(field) => (
            <textarea {...field} className="input min-h-20" value={input.explanation} onChange={(event) => set({ explanation: event.target.value })} />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={input.isActive ?? true} onChange={(event) => set({ isActive: event.target.checked })} />
          In use in the check
        </label>
      </div>
    </Modal>
  );
}
