import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck2, Upload } from 'lucide-react';
import {
  COUNTRIES,
  ID_DOCUMENT_MAX_BYTES,
  formatDateTime,
  INVESTOR_MESSAGES,
  SOURCES_OF_FUNDS,
  SOURCE_OF_FUNDS_LABELS,
  countryName,
  investorProfileSchema,
  type InvestorProfile,
  type InvestorProfileFields,
  type InvestorProfileInput,
} from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/Toaster';
import { applyServerErrors } from '../auth/form-bits';
import { FormSection } from '../users/PersonFields';
import { useSaveProfile, useSubmitForReview, useUploadIdDocument } from './api';
import { Options } from '../../ui/Options';

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

/** What the account already knows: the profile starts from it (the name and phone given at sign-up). */
type Account = { name: string; phone: string | null };

/** Form values from the profile, else from the account, else blank. */
function formDefaults(profile: InvestorProfile, account: Account | undefined): InvestorProfileInput {
  const values = Object.fromEntries(FIELDS.map((key) => [key, profile[key] ?? ''])) as Record<(typeof FIELDS)[number], string>;
  return {
    ...values,
    legalName: profile.legalName ?? account?.name ?? '',
    phone: profile.phone ?? account?.phone ?? '',
    customerType: profile.customerType ?? 'individual',
  } as InvestorProfileInput;
}

/**
 * The investor profile staff verify: details and the ID document, then one "Submit for review" that
 * saves and sends them (a verified investor just saves changes, which may send the profile back).
 */
export function ProfileForm({ profile, account }: { profile: InvestorProfile; account?: Account }) {
  const save = useSaveProfile();
  const upload = useUploadIdDocument();
  const submit = useSubmitForReview();
  const fileInput = useRef<HTMLInputElement>(null);
  const locked = profile.status === 'pending';
  const canSubmit = profile.status === 'not_submitted' || profile.status === 'rejected';
  const { register, handleSubmit, formState, setError, watch } = useForm<InvestorProfileInput, unknown, InvestorProfileFields>({
    resolver: zodResolver(investorProfileSchema),
    defaultValues: formDefaults(profile, account),
  });
  const errors = formState.errors;
  const customerType = watch('customerType');
  const source = watch('sourceOfFunds');
  const country = watch('country');
  const [documentMissing, setDocumentMissing] = useState(false);

  const failed = (error: unknown, fallback: string) => {
    applyServerErrors(error, setError, FIELDS);
    toast.error(errorMessage(error, fallback));
  };

  const onSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      failed(error, 'Failed to save your profile');
    }
  });

  const onSubmitForReview = handleSubmit(async (values) => {
    if (!profile.idDocument) {
      setDocumentMissing(true);
      return;
    }
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      failed(error, INVESTOR_MESSAGES.incomplete);
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
      setDocumentMissing(false);
    } catch (error) {
      toast.error(errorMessage(error, INVESTOR_MESSAGES.documentType));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="space-y-6">
      <form method="post" onSubmit={canSubmit ? onSubmitForReview : onSave} noValidate className="space-y-6" aria-label="Investor profile">
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
              {(field) => (
                <select {...field} {...register('country')} autoComplete="country-name" className="input">
                  <option value="">Choose...</option>
                  {/* A stored value the list does not know stays visible until it is changed. */}
                  {country && !countryName(country) && <option value={country}>{country}</option>}
                  {COUNTRIES.map(([code, name]) => (
                    <option key={code} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </FormSection>
          <FormSection title="Source of funds" description="Where the money you will invest comes from (required by anti-money-laundering rules).">
            <Field label="Source of funds" error={errors.sourceOfFunds?.message} required>
              {(field) => (
                <select {...field} {...register('sourceOfFunds')} className="input">
                  <option value="">Choose...</option>
                  <Options values={SOURCES_OF_FUNDS} label={(value) => SOURCE_OF_FUNDS_LABELS[value]} />
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
        </fieldset>
        <section aria-labelledby="id-document-heading" className="card p-5 sm:p-6">
          <h2 id="id-document-heading" className="font-sans text-sm font-semibold uppercase tracking-wide text-forest-800">
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
              <input
                id="id-document"
                ref={fileInput}
                type="file"
                accept={ACCEPTED}
                className="sr-only"
                aria-describedby={documentMissing ? 'id-document-error' : undefined}
                onChange={(event) => onFile(event.target.files?.[0])}
              />
            </div>
          )}
          {documentMissing && !profile.idDocument && (
            <p id="id-document-error" className="field-error" role="alert">
              {INVESTOR_MESSAGES.documentRequired}
            </p>
          )}
        </section>
        {!locked && (
          <div className="flex flex-wrap items-center justify-end gap-3">
            {canSubmit ? (
              <>
                <button type="button" className="btn btn-ghost" onClick={onSave} disabled={save.isPending || submit.isPending}>
                  {save.isPending ? 'Saving...' : 'Save without submitting'}
                </button>
                <button type="submit" className="btn btn-primary" disabled={submit.isPending || save.isPending}>
                  {submit.isPending ? 'Submitting...' : 'Submit for review'}
                </button>
              </>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save details'}
              </button>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
