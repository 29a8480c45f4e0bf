import { useMutation } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SHARIAH_ADVISER_MESSAGES,
  SHARIAH_ADVISER_PATH,
  SHARIAH_NAME_MAX,
  SHARIAH_QUALIFICATIONS_MAX,
  SHARIAH_REFERENCE_MAX,
  formatDate,
  shariahAdviserSchema,
  type ShariahAdviser,
  type ShariahAdviserInput,
} from '@app/contract';
import { ApiError, api } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/Toaster';
import { contractResolver, showSaveError, toFormData } from '../../ui/admin/query';

/**
 * Administrators enter the independent Shariah adviser with the certificate they issued (a PDF).
 * Until then /shariah says plainly that no certificate is held; removing the adviser says so again.
 */
export function ShariahAdviserForm({ adviser, onSaved }: { adviser: ShariahAdviser | null; onSaved: () => Promise<unknown> }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [certificateError, setCertificateError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ShariahAdviserInput, unknown, ShariahAdviserInput>({
    resolver: contractResolver(shariahAdviserSchema),
    defaultValues: {
      name: adviser?.name ?? '',
      qualifications: adviser?.qualifications ?? '',
      certificateReference: adviser?.certificateReference ?? '',
      certifiedOn: adviser?.certifiedOn ?? '',
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const file = fileInput.current?.files?.[0];
    if (!adviser && !file) {
      setCertificateError(SHARIAH_ADVISER_MESSAGES.certificateRequired);
      fileInput.current?.focus();
      return;
    }
    setCertificateError(undefined);
    try {
      await api.put(SHARIAH_ADVISER_PATH, toFormData(values, { name: 'certificate', value: file }));
      toast.success(SHARIAH_ADVISER_MESSAGES.saved);
      await onSaved();
    } catch (error) {
      showSaveError(error, 'Failed to save the adviser', setError);
      if (error instanceof ApiError && error.errors?.certificate) setCertificateError(error.errors.certificate);
    }
  });
  const remove = useMutation({
    mutationFn: () => api.delete(SHARIAH_ADVISER_PATH),
    onSuccess: async () => {
      toast.success(SHARIAH_ADVISER_MESSAGES.removed);
      setConfirming(false);
      await onSaved();
    },
    onError: (error) => showSaveError(error, 'Failed to remove the adviser'),
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="card space-y-4 p-5" aria-labelledby="adviser-form-title">
      <div>
        <h2 id="adviser-form-title" className="font-display text-lg font-semibold text-forest-900">
          Shariah adviser and certificate
        </h2>
        <p className="mt-1 text-sm text-muted">
          {adviser
            ? `Shown on /shariah since ${formatDate(adviser.updatedAt)}, with a link to the certificate.`
            : 'None entered: /shariah says that no independent Shariah certificate has been issued yet. Enter the adviser once they have certified our plans.'}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Adviser name" required error={errors.name?.message}>
          {(props) => <input {...props} {...register('name')} maxLength={SHARIAH_NAME_MAX} autoComplete="off" className="input" />}
        </Field>
        <Field label="Certificate reference" required error={errors.certificateReference?.message}>
          {(props) => <input {...props} {...register('certificateReference')} maxLength={SHARIAH_REFERENCE_MAX} autoComplete="off" className="input" />}
        </Field>
      </div>
      <Field label="Qualifications" required error={errors.qualifications?.message}>
        {(props) => <textarea {...props} {...register('qualifications')} rows={2} maxLength={SHARIAH_QUALIFICATIONS_MAX} className="input" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Certificate date" required error={errors.certifiedOn?.message}>
          {(props) => <input {...props} {...register('certifiedOn')} type="date" className="input" />}
        </Field>
        <div>
          <label htmlFor="shariah-certificate" className="label">
            Certificate (PDF)
            {!adviser && (
              <span className="ml-0.5 text-red-700" aria-hidden="true">
                *
              </span>
            )}
          </label>
          <input
            id="shariah-certificate"
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            className="input"
            aria-invalid={Boolean(certificateError)}
            aria-describedby={certificateError ? 'shariah-certificate-error' : 'shariah-certificate-hint'}
          />
          <p id="shariah-certificate-hint" className="mt-1 text-xs text-muted">
            {adviser ? 'Leave empty to keep the current certificate.' : 'At most 10 MB.'} The certificate is public: visitors can open it from /shariah.
          </p>
          {certificateError && (
            <p id="shariah-certificate-error" className="field-error" role="alert">
              {certificateError}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : adviser ? 'Save adviser' : 'Enter adviser'}
        </button>
        {adviser && (
          <>
            <a href={adviser.certificateUrl} target="_blank" rel="noreferrer" className="btn btn-outline">
              <FileText className="h-4 w-4" aria-hidden="true" /> View certificate
            </a>
            <button type="button" className="btn btn-ghost text-red-700" onClick={() => setConfirming(true)}>
              Remove adviser
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the Shariah adviser?"
        message="/shariah will say again that no independent Shariah certificate has been issued."
        confirmLabel="Remove adviser"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </form>
  );
}
