import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';
import { APPLICATION_FILE_ACCEPT, APPLICATION_FORM_RESET_MS, checkApplicationFile, jobApplicationFormSchema } from '@app/contract';
import { ApiError, api, errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Modal, ModalActions } from '../../ui/Modal';
import { openWhileChosen } from '../../ui/openWhileChosen';

type FormInput = z.input<typeof jobApplicationFormSchema>;
type FormValues = z.output<typeof jobApplicationFormSchema>;

const EMPTY: FormInput = { fullName: '', email: '', phone: '', currentCompany: '', linkedin: '', message: '', resume: null, coverLetter: null };

/** A failure, or the server's question whether to send a second application to the same post. */
type Result = { ok: true; message: string } | { ok: false; message: string; duplicate?: boolean } | null;

const isDuplicateAnswer = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { duplicate?: unknown } | undefined)?.duplicate === true;

/**
 * The job application: a form modal, a submitting overlay and a result modal (public-site.md §2).
 * Files are checked here by name and size with the contract's message and cleared when refused;
 * the server checks them again by content. On failure, Try Again returns to the form with the data kept;
 * after a success the fields reset 3 s later. When the server says this address already applied for
 * the post, the applicant decides: Send Anyway sends the same form again, confirmed.
 */
export function ApplyForm({ jobPostId, role, open, onOpenChange }: { jobPostId: string; role: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const locale = useLanguage();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(jobApplicationFormSchema), defaultValues: EMPTY });

  useEffect(() => () => void (resetTimer.current && clearTimeout(resetTimer.current)), []);

  const fileInputs = useRef<Record<'resume' | 'coverLetter', HTMLInputElement | null>>({ resume: null, coverLetter: null });
  // File inputs stay unregistered: react-hook-form would blank a file input whenever its value is set.
  const fileField = (name: 'resume' | 'coverLetter') => ({
    name,
    type: 'file',
    accept: APPLICATION_FILE_ACCEPT,
    className: 'input file:mr-3 file:rounded file:border-0 file:bg-forest-50 file:px-3 file:py-1 file:text-forest-800',
    ref: (element: HTMLInputElement | null) => {
      fileInputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const file = input.files?.[0] ?? null;
      const problem = file ? checkApplicationFile(file) : undefined;
      if (problem) {
        input.value = '';
        setValue(name, null);
        setError(name, { type: 'file', message: problem });
        return;
      }
      clearErrors(name);
      setValue(name, file, { shouldValidate: name === 'resume' });
    },
  });
  const resetForm = () => {
    reset(EMPTY);
    for (const input of Object.values(fileInputs.current)) if (input) input.value = '';
  };

  const lastValues = useRef<FormValues | null>(null);
  const submit = async (values: FormValues, confirmDuplicate = false) => {
    lastValues.current = values;
    const form = new FormData();
    form.set('jobPostId', jobPostId);
    for (const key of ['fullName', 'email', 'phone', 'currentCompany', 'linkedin', 'message'] as const) form.set(key, values[key] ?? '');
    if (values.resume) form.set('resume', values.resume);
    if (values.coverLetter) form.set('coverLetter', values.coverLetter);
    if (confirmDuplicate) form.set('confirmDuplicate', 'true');
    setSubmitting(true);
    try {
      await api.post('/career/apply', form);
      setResult({ ok: true, message: m.careers_application_success({}, { locale }) });
      resetTimer.current = setTimeout(resetForm, APPLICATION_FORM_RESET_MS);
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, m.careers_application_failure({}, { locale })), duplicate: isDuplicateAnswer(error) });
    } finally {
      setSubmitting(false);
    }
  };
  const sendAnyway = () => {
    const values = lastValues.current;
    setResult(null);
    if (values) void submit(values, true);
  };

  const closeResult = () => {
    const succeeded = result?.ok;
    setResult(null);
    if (succeeded) onOpenChange(false);
  };

  return (
    <>
      <Modal
        open={open && !result}
        onOpenChange={(next) => !submitting && onOpenChange(next)}
        title={m.careers_apply_for({ role }, { locale })}
        description={m.careers_apply_note({}, { locale })}
        size="lg"
        footer={
          <ModalActions onDismiss={() => onOpenChange(false)} dismissDisabled={submitting}>
            <button type="submit" form="job-application-form" className="btn btn-primary" disabled={submitting}>
              {submitting ? m.careers_submitting({}, { locale }) : m.careers_submit({}, { locale })}
            </button>
          </ModalActions>
        }
      >
        <form method="post" id="job-application-form" noValidate onSubmit={handleSubmit((values) => submit(values))} className="grid gap-4 sm:grid-cols-2">
          <Field label={m.careers_full_name({}, { locale })} required error={errors.fullName?.message}>
            {(props) => <input {...props} className="input" autoComplete="name" {...register('fullName')} />}
          </Field>
          <Field label={m.careers_email({}, { locale })} required error={errors.email?.message}>
            {(props) => <input {...props} type="email" className="input" autoComplete="email" {...register('email')} />}
          </Field>
          <Field label={m.careers_phone({}, { locale })} required error={errors.phone?.message}>
            {(props) => <input {...props} type="tel" className="input" autoComplete="tel" {...register('phone')} />}
          </Field>
          <Field label={m.careers_current_company({}, { locale })} error={errors.currentCompany?.message}>
            {(props) => <input {...props} className="input" autoComplete="organization" {...register('currentCompany')} />}
          </Field>
          <div className="sm:col-span-2">
            <Field label={m.careers_linkedin({}, { locale })} error={errors.linkedin?.message} hint={m.careers_linkedin_hint({}, { locale })}>
              {(props) => <input {...props} type="url" className="input" {...register('linkedin')} />}
            </Field>
          </div>
          <Field
            label={m.careers_resume({}, { locale })}
            required
            error={errors.resume?.message as string | undefined}
            hint={m.careers_resume_hint({}, { locale })}
          >
            {(props) => <input {...props} {...fileField('resume')} />}
          </Field>
          <Field
            label={m.careers_cover_letter({}, { locale })}
            error={errors.coverLetter?.message as string | undefined}
            hint={m.careers_cover_letter_hint({}, { locale })}
          >
            {(props) => <input {...props} {...fileField('coverLetter')} />}
          </Field>
          <div className="sm:col-span-2">
            <Field label={m.careers_message({}, { locale })} error={errors.message?.message}>
              {(props) => (
                <textarea {...props} rows={4} className="input" placeholder={m.careers_message_placeholder({}, { locale })} {...register('message')} />
              )}
            </Field>
          </div>
        </form>
      </Modal>

      {submitting && (
        <div role="status" aria-live="assertive" className="fixed inset-0 z-[60] flex items-center justify-center bg-forest-950/60 backdrop-blur-sm">
          <div className="flex items-center gap-3 rounded-xl bg-white px-6 py-4 shadow-xl">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-forest-200 border-t-forest-600" aria-hidden="true" />
            <span className="font-medium text-forest-900">{m.careers_submitting_status({}, { locale })}</span>
          </div>
        </div>
      )}

      <Modal
        {...openWhileChosen(result, closeResult)}
        title={
          result?.ok
            ? m.careers_submitted_title({}, { locale })
            : result?.duplicate
              ? m.careers_already_applied_title({}, { locale })
              : m.careers_failed_title({}, { locale })
        }
        size="sm"
        footer={
          result?.ok ? (
            <button type="button" className="btn btn-primary" onClick={closeResult}>
              {m.careers_close({}, { locale })}
            </button>
          ) : result?.duplicate ? (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => (setResult(null), onOpenChange(false))}>
                {m.careers_dont_send({}, { locale })}
              </button>
              <button type="button" className="btn btn-primary" onClick={sendAnyway}>
                {m.careers_send_anyway({}, { locale })}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => (setResult(null), onOpenChange(false))}>
                {m.careers_close({}, { locale })}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setResult(null)}>
                {m.careers_try_again({}, { locale })}
              </button>
            </>
          )
        }
      >
        <div className="flex items-start gap-3">
          {result?.ok ? (
            <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-forest-600" aria-hidden="true" />
          ) : result?.duplicate ? (
            <Info className="mt-0.5 h-6 w-6 shrink-0 text-earth-600" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 h-6 w-6 shrink-0 text-red-600" aria-hidden="true" />
          )}
          <p className="text-ink">{result?.message}</p>
        </div>
      </Modal>
    </>
  );
}
