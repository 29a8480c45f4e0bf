import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Plus, X } from 'lucide-react';
import {
  CAREER_POST_LISTS,
  CAREER_POST_LIST_LABELS,
  CAREER_POST_MESSAGES,
  JOB_TYPES,
  addSkill,
  careerPostSchema,
  maxLengthOf,
  type CareerPost,
  type CareerPostInput,
  type CareerPostList,
  type CareerPostValues,
} from '@app/contract';
import { api } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Loader } from '../../ui/Loader';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { contractResolver, showSaveError } from '../../ui/admin/query';
import { usePost, useRefreshCareers } from './admin-api';

/** The contract's input, with the list fields as the editors hold them: always arrays. */
type FormState = Omit<CareerPostInput, 'skills' | CareerPostList> & Record<'skills' | CareerPostList, string[]>;

const EMPTY: FormState = {
  role: '',
  department: '',
  location: '',
  jobType: 'Full-time',
  vacancy: 1,
  salary: '',
  deadline: '',
  short_details: '',
  skills: [],
  responsibilities: [''],
  requirements: [''],
  lookingFor: [''],
  weProvide: [''],
  benefits: [''],
  applyProcedure: '',
  isActive: true,
};

/** Browser storage key of the create-mode draft. */
const JOB_POST_DRAFT_KEY = 'careers:job-post-draft';

const atLeastOne = (list: unknown) => (Array.isArray(list) && list.length ? list.map(String) : ['']);

function fromPost(post: CareerPost): FormState {
  return {
    ...EMPTY,
    ...Object.fromEntries(Object.keys(EMPTY).map((key) => [key, post[key as keyof CareerPost] ?? EMPTY[key as keyof FormState]])),
    ...Object.fromEntries(CAREER_POST_LISTS.map((key) => [key, atLeastOne(post[key])])),
  } as FormState;
}

function readDraft(): FormState | null {
  try {
    const raw = window.localStorage.getItem(JOB_POST_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<FormState>;
    return {
      ...EMPTY,
      ...draft,
      skills: Array.isArray(draft.skills) ? draft.skills : [],
      ...Object.fromEntries(CAREER_POST_LISTS.map((key) => [key, atLeastOne(draft[key])])),
    };
  } catch {
    return null;
  }
}

/** Create New Job Post / Edit Job Post (back-office.md §2, §5). */
export function PostForm({ id }: { id?: string }) {
  const editing = Boolean(id);
  const navigate = useNavigate();
  const refresh = useRefreshCareers();
  const existing = usePost(id);
  const [draftRestored, setDraftRestored] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const loaded = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormState, unknown, CareerPostValues>({
    resolver: contractResolver<CareerPostInput, CareerPostValues, FormState>(careerPostSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  });

  // Create mode: restore the saved draft once, then save every change.
  useEffect(() => {
    if (editing) return;
    const draft = readDraft();
    if (draft) {
      reset(draft);
      setDraftRestored(true);
    }
    const subscription = watch((values) => {
      try {
        window.localStorage.setItem(JOB_POST_DRAFT_KEY, JSON.stringify(values));
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    });
    return () => subscription.unsubscribe();
  }, [editing, reset, watch]);

  useEffect(() => {
    if (!editing || loaded.current) return;
    if (existing.data) {
      loaded.current = true;
      reset(fromPost(existing.data));
    } else if (existing.isError) {
      toast.error('Failed to load job post data');
      navigate('/admin/careers');
    }
  }, [editing, existing.data, existing.isError, navigate, reset]);

  const discardDraft = () => {
    window.localStorage.removeItem(JOB_POST_DRAFT_KEY);
    reset(EMPTY);
    setDraftRestored(false);
  };

  const onValid = async (values: CareerPostValues) => {
    setFormError(null);
    try {
      if (editing) await api.put(`/career/posts/${id}`, values);
      else await api.post('/career/posts', values);
      if (!editing) window.localStorage.removeItem(JOB_POST_DRAFT_KEY);
      toast.success(editing ? CAREER_POST_MESSAGES.updated : CAREER_POST_MESSAGES.created);
      await refresh();
      navigate('/admin/careers');
    } catch (error) {
      showSaveError(error, editing ? 'Failed to update career post' : 'Failed to create career post', setError);
    }
  };

  const onInvalid = () => {
    setFormError(CAREER_POST_MESSAGES.formInvalid);
    toast.error(CAREER_POST_MESSAGES.formInvalid);
  };

  if (editing && existing.isPending) return <Loader label="Loading job post..." />;

  const text = (name: keyof FormState, label: string, options: { required?: boolean; type?: string; placeholder?: string } = {}) => (
    <Field label={label} required={options.required} error={errors[name]?.message as string | undefined}>
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          className="input"
          placeholder={options.placeholder}
          maxLength={maxLengthOf(careerPostSchema.shape[name as keyof typeof careerPostSchema.shape])}
          {...register(name)}
        />
      )}
    </Field>
  );

  /** A required text of several lines, its length capped as the contract caps it. */
  const paragraph = (name: 'short_details' | 'applyProcedure', label: string, rows: number) => (
    <Field label={label} required error={errors[name]?.message}>
      {(props) => <textarea {...props} rows={rows} className="input" maxLength={maxLengthOf(careerPostSchema.shape[name])} {...register(name)} />}
    </Field>
  );

  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/admin/careers/posts" className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
      </Link>
      <PageHeader
        title={editing ? 'Edit Job Post' : 'Create New Job Post'}
        description={editing ? existing.data?.role : 'Your draft is saved in this browser as you type.'}
      />

      {draftRestored && (
        <div role="status" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-wheat-300 bg-wheat-50 px-4 py-2 text-sm">
          <span>We restored the draft you started earlier.</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={discardDraft}>
            Discard draft
          </button>
        </div>
      )}
      {formError && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}

      <form method="post" noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-6">
        <FormSection title="Basic Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">{text('role', 'Job Title', { required: true, placeholder: 'e.g. Field Officer (Livestock)' })}</div>
            {text('department', 'Department', { required: true })}
            {text('location', 'Location', { required: true })}
            <Field label="Job Type" required error={errors.jobType?.message}>
              {(props) => (
                <select {...props} className="input" {...register('jobType')}>
                  {JOB_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Vacancy" required error={errors.vacancy?.message}>
              {(props) => <input {...props} type="number" min={1} max={1000} className="input" {...register('vacancy', { valueAsNumber: true })} />}
            </Field>
            {text('salary', 'Salary', { required: true, placeholder: 'e.g. BDT 25,000 - 32,000 per month' })}
            {text('deadline', 'Application Deadline', { required: true, type: 'date' })}
            <label className="flex items-center gap-2 text-sm font-medium text-ink sm:col-span-2">
              <input type="checkbox" className="h-4 w-4 rounded border-stone-300" {...register('isActive')} /> Active (shown on the public careers page)
            </label>
          </div>
        </FormSection>

        <FormSection title="Job Description">{paragraph('short_details', 'Short description', 4)}</FormSection>

        <FormSection title="Skills Required">
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => <SkillsEditor value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
        </FormSection>

        {CAREER_POST_LISTS.map((key) => (
          <FormSection key={key} title={CAREER_POST_LIST_LABELS[key]}>
            <Controller
              control={control}
              name={key}
              render={({ field }) => <ListEditor label={CAREER_POST_LIST_LABELS[key]} value={field.value} onChange={field.onChange} />}
            />
          </FormSection>
        ))}

        <FormSection title="How to Apply">{paragraph('applyProcedure', 'Application procedure', 3)}</FormSection>

        <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
          <Link to="/admin/careers" className="btn btn-ghost">
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : editing ? 'Update Job Post' : 'Create Job Post'}
          </button>
        </div>
      </form>
    </div>
  );
}

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="mb-4 font-semibold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SkillsEditor({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const [input, setInput] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const add = () => {
    const result = addSkill(value, input);
    if (result.error) {
      setWarning(result.error);
      toast.warning(result.error);
      return;
    }
    setWarning(null);
    if (result.skills !== value) onChange(result.skills);
    setInput('');
  };
  return (
    <div>
      <div className="flex gap-2">
        <div className="flex-1">
          <label htmlFor="skill-input" className="label">
            Add a skill
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="skill-input"
            className="input"
            value={input}
            aria-invalid={Boolean(error)}
            aria-describedby="skill-help"
            placeholder="Type a skill and press Enter"
            onChange={(event) => {
              setInput(event.target.value);
              setWarning(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <button type="button" className="btn btn-outline self-end" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add
        </button>
      </div>
      <p id="skill-help" className={warning || error ? 'field-error' : 'mt-1 text-xs text-muted'} role={warning || error ? 'alert' : undefined}>
        {warning ?? error ?? 'Press Enter or Add after each skill.'}
      </p>
      {value.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Skills">
          {value.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-full bg-forest-50 py-1 pl-3 pr-1 text-sm text-forest-800 ring-1 ring-forest-100">
              {skill}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-forest-100"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A text list that always keeps at least one entry (its delete button is disabled at one). */
function ListEditor({ label, value, onChange }: { label: string; value: string[]; onChange: (next: string[]) => void }) {
  const baseId = useId();
  const items = value.length ? value : [''];
  return (
    <div className="space-y-2">
      {items.map((item, index) => (
        <div key={index} className="flex gap-2">
          <label className="sr-only" htmlFor={`${baseId}-${index}`}>
            {label} {index + 1}
          </label>
          <input
            id={`${baseId}-${index}`}
            className="input"
            value={item}
            onChange={(event) => onChange(items.map((current, i) => (i === index ? event.target.value : current)))}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm text-red-700"
            aria-label={`Remove item ${index + 1} of ${label}`}
            disabled={items.length <= 1}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...items, ''])}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add {label.toLowerCase()} item
      </button>
    </div>
  );
}
