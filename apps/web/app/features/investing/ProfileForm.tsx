import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck2, Upload } from 'lucide-react';
import {
  ID_DOCUMENT_MAX_BYTES,
  INVESTOR_MESSAGES,
  SOURCES_OF_FUNDS,
  SOURCE_OF_FUNDS_LABELS,
  investorProfileSchema,
  type InvestorProfile,
  type InvestorProfileFields,
  type InvestorProfileInput,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/Toaster';
import { applyServerErrors } from '../auth/form-bits';
import { formatDateTime } from '../careers/format';
import { FormSection } from '../users/PersonFields';
import { useSaveProfile, useSubmitProfile, useUploadIdDocument } from './api';

const FIELDS = [
  'legalName',
  'dateOfBirth',
  'country',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'phone',
  'customerType',
  'companyName',
  'vatNumber',
  'idNumber',
  'sourceOfFunds',
  'sourceOfFundsDetails',
] as const;
const ACCEPTED = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The investor profile staff verify: details, the ID document, then "Submit for review". */
export function ProfileForm({ profile }: { profile: InvestorProfile }) {
  const save = useSaveProfile();
  const upload = useUploadIdDocument();
  const submit = useSubmitProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const locked = profile.status === 'pending';
  const { register, handleSubmit, formState, setError, watch } = useForm<InvestorProfileInput, unknown, InvestorProfileFields>({
    resolver: zodResolver(investorProfileSchema),
    defaultValues: Object.fromEntries(FIELDS.map((key) => [key, profile[key] ?? (key === 'customerType' ? 'individual' : '')])) as InvestorProfileInput,
  });
  const errors = formState.errors;
  const customerType = watch('customerType');
  const source = watch('sourceOfFunds');

  const onSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorMessage(error, 'Failed to save your profile'));
    }
  });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > ID_DOCUMENT_MAX_BYTES) {
      toast.error(INVESTOR_MESSAGES.documentTooLarge);
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      toast.error(errorMessage(error, INVESTOR_MESSAGES.documentType));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onSubmitForReview = async () => {
    try {
      await submit.mutateAsync(undefined);
    } catch (error) {
      toast.error(errorMessage(error, INVESTOR_MESSAGES.incomplete));
    }
  };

  return (
    <div className="space-y-6">
      <form method="post" onSubmit={onSave} noValidate className="space-y-6" aria-label="Investor profile">
        <fieldset disabled={locked} className="space-y-6">
          <FormSection title="About you" description="As it appears on your passport or national ID.">
            <div className="sm:col-span-2">
              <Field label="Full legal name" error={errors.legalName?.message} required>
                {(field) => <input {...field} {...register('legalName')} autoComplete="name" maxLength={120} className="input" />}
              </Field>
            </div>
            <Field label="Date of birth" error={errors.dateOfBirth?.message} required hint="You must be 18 or over.">
              {(field) => <input {...field} {...register('dateOfBirth')} type="date" autoComplete="bday" className="input" />}
            </Field>
            <Field label="Phone" error={errors.phone?.message} required>
              {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" maxLength={30} className="input" />}
            </Field>
            <Field label="Investing as" error={errors.customerType?.message} required>
              {(field) => (
                <select {...field} {...register('customerType')} className="input">
                  <option value="individual">An individual</option>
                  <option value="business">A business</option>
                </select>
              )}
            </Field>
            <Field label="National ID or passport number" error={errors.idNumber?.message} required>
              {(field) => <input {...field} {...register('idNumber')} maxLength={40} className="input" />}
            </Field>
            {customerType === 'business' && (
              <>
                <Field label="Company name" error={errors.companyName?.message} required>
                  {(field) => <input {...field} {...register('companyName')} autoComplete="organization" maxLength={160} className="input" />}
                </Field>
                <Field label="VAT number" error={errors.vatNumber?.message} required>
                  {(field) => <input {...field} {...register('vatNumber')} maxLength={30} className="input" />}
                </Field>
              </>
            )}
          </FormSection>
          <FormSection title="Where you live">
            <div className="sm:col-span-2">
              <Field label="Address" error={errors.addressLine1?.message} required>
                {(field) => <input {...field} {...register('addressLine1')} autoComplete="address-line1" maxLength={160} className="input" />}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field label="Address line 2" error={errors.addressLine2?.message}>
                {(field) => <input {...field} {...register('addressLine2')} autoComplete="address-line2" maxLength={160} className="input" />}
              </Field>
            </div>
            <Field label="Town or city" error={errors.city?.message} required>
              {(field) => <input {...field} {...register('city')} autoComplete="address-level2" maxLength={80} className="input" />}
            </Field>
            <Field label="Postcode" error={errors.postcode?.message} required>
              {(field) => <input {...field} {...register('postcode')} autoComplete="postal-code" maxLength={20} className="input" />}
            </Field>
            <Field label="Country of residence" error={errors.country?.message} required>
              {(field) => <input {...field} {...register('country')} autoComplete="country-name" maxLength={80} className="input" />}
            </Field>
          </FormSection>
          <FormSection title="Source of funds" description="Where the money you will invest comes from (required by anti-money-laundering rules).">
            <Field label="Source of funds" error={errors.sourceOfFunds?.message} required>
              {(field) => (
                <select {...field} {...register('sourceOfFunds')} className="input">
                  <option value="">Choose...</option>
                  {SOURCES_OF_FUNDS.map((value) => (
                    <option key={value} value={value}>
                      {SOURCE_OF_FUNDS_LABELS[value]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={source === 'other' ? 'Please describe' : 'Details (optional)'}
              error={errors.sourceOfFundsDetails?.message}
              required={source === 'other'}
            >
              {(field) => <input {...field} {...register('sourceOfFundsDetails')} maxLength={500} className="input" />}
            </Field>
          </FormSection>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save details'}
            </button>
          </div>
        </fieldset>
      </form>

      <section aria-labelledby="id-document-heading" className="card p-5 sm:p-6">
        <h2 id="id-document-heading" className="font-display text-lg font-semibold text-forest-900">
          ID document
        </h2>
        <p className="mt-1 text-sm text-muted">
          A clear copy of your passport or national ID: PDF, JPEG or PNG, at most 5 MB. Only our verification team can see it.
        </p>
        {profile.idDocument && (
          <p className="mt-3 flex items-center gap-2 text-sm text-forest-800">
            <FileCheck2 className="h-4 w-4" aria-hidden="true" /> {profile.idDocument.name}{' '}
            <span className="text-muted">uploaded {formatDateTime(profile.idDocument.uploadedAt)}</span>
          </p>
        )}
        {!locked && (
          <div className="mt-4">
            <label htmlFor="id-document" className="btn btn-outline cursor-pointer">
              <Upload className="h-4 w-4" aria-hidden="true" />{' '}
              {upload.isPending ? 'Uploading...' : profile.idDocument ? 'Replace document' : 'Upload document'}
            </label>
            <input id="id-document" ref={fileInput} type="file" accept={ACCEPTED} className="sr-only" onChange={(event) => onFile(event.target.files?.[0])} />
          </div>
        )}
      </section>

      {(profile.status === 'not_submitted' || profile.status === 'rejected') && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-muted">Save your details and upload your document, then send them to us.</p>
          <button type="button" className="btn btn-accent" onClick={onSubmitForReview} disabled={submit.isPending || !profile.idDocument || !profile.legalName}>
            {submit.isPending ? 'Submitting...' : 'Submit for review'}
          </button>
        </div>
      )}
    </div>
  );
}
