import type { ReactNode } from 'react';
import { get, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { BLOOD_GROUPS, CUSTOMER_TYPES, GENDERS, type UserView } from '@app/contract';
import { Field } from '../../ui/Field';
import { Options } from '../../ui/Options';

/** The address, emergency contact, personal, business and ID fields shared by the profile edit and admin edit forms. */
type Values = {
  dateOfBirth?: string | null;
  gender?: string | null;
  bloodGroup?: string | null;
  address?: { street?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null } | null;
  emergencyContact?: { name?: string | null; relationship?: string | null; phone?: string | null; email?: string | null } | null;
  customerType?: string | null;
  company?: string | null;
  vatNumber?: string | null;
  nidNumber?: string | null;
};

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };
const CUSTOMER_LABELS: Record<string, string> = { individual: 'Individual', business: 'Business' };

/** One plain text input of the form; `wide` spans both columns. */
type TextFieldSpec = { name: Path<Values>; label: string; type?: 'tel' | 'email'; autoComplete?: string; wide?: boolean };

const ADDRESS_FIELDS: TextFieldSpec[] = [
  { name: 'address.street', label: 'Street', autoComplete: 'street-address', wide: true },
  { name: 'address.city', label: 'City', autoComplete: 'address-level2' },
  { name: 'address.state', label: 'State / county', autoComplete: 'address-level1' },
  { name: 'address.zipCode', label: 'Zip / postcode', autoComplete: 'postal-code' },
  { name: 'address.country', label: 'Country', autoComplete: 'country-name' },
];

const EMERGENCY_CONTACT_FIELDS: TextFieldSpec[] = [
  { name: 'emergencyContact.name', label: 'Name' },
  { name: 'emergencyContact.relationship', label: 'Relationship' },
  { name: 'emergencyContact.phone', label: 'Phone', type: 'tel' },
  { name: 'emergencyContact.email', label: 'Email', type: 'email' },
];

function TextFields({ fields, register, errors }: { fields: TextFieldSpec[]; register: UseFormRegister<Values>; errors: FieldErrors<Values> }) {
  return fields.map((spec) => {
    const error = get(errors, spec.name) as { message?: string } | undefined;
    const input = (
      <Field key={spec.name} label={spec.label} error={error?.message}>
        {(field) => <input {...field} {...register(spec.name)} type={spec.type} autoComplete={spec.autoComplete} className="input" />}
      </Field>
    );
    return spec.wide ? (
      <div key={spec.name} className="sm:col-span-2">
        {input}
      </div>
    ) : (
      input
    );
  });
}

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="card p-5 sm:p-6">
      <legend className="sr-only">{title}</legend>
      <h2 aria-hidden="true" className="font-sans text-sm font-semibold uppercase tracking-wide text-forest-800">
        {title}
      </h2>
      {description && <p className="mt-1 text-xs text-muted">{description}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Blank strings for the form from a user's nullable values; dates as YYYY-MM-DD for date inputs. */
export function personDefaults(user: UserView) {
  const day = (value: string | null) => (value ? value.slice(0, 10) : '');
  return {
    dateOfBirth: day(user.dateOfBirth),
    gender: user.gender ?? '',
    bloodGroup: user.bloodGroup ?? '',
    address: { street: '', city: '', state: '', zipCode: '', country: '', ...stripNulls(user.address) },
    emergencyContact: { name: '', relationship: '', phone: '', email: '', ...stripNulls(user.emergencyContact) },
    customerType: user.customerType ?? 'individual',
    company: user.company ?? '',
    vatNumber: user.vatNumber ?? '',
    nidNumber: user.nidNumber ?? '',
  };
}

function stripNulls<T extends object>(value: T | null): Partial<Record<keyof T, string>> {
  const out: Partial<Record<keyof T, string>> = {};
  for (const [key, entry] of Object.entries(value ?? {})) if (entry != null) out[key as keyof T] = String(entry);
  return out;
}

export function PersonFields({
  register,
  errors,
  customerType,
  nidExtra,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  customerType?: string | null;
  nidExtra?: ReactNode;
}) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <FormSection title="Personal details">
        <Field label="Date of birth" error={errors.dateOfBirth?.message}>
          {(field) => <input {...field} {...register('dateOfBirth')} type="date" max={today} className="input" />}
        </Field>
        <Field label="Gender" error={errors.gender?.message}>
          {(field) => (
            <select {...field} {...register('gender')} className="input">
              <option value="">Prefer not to say</option>
              <Options values={GENDERS} label={(gender) => GENDER_LABELS[gender]} />
            </select>
          )}
        </Field>
        <Field label="Blood group" error={errors.bloodGroup?.message}>
          {(field) => (
            <select {...field} {...register('bloodGroup')} className="input">
              <option value="">Not set</option>
              <Options values={BLOOD_GROUPS} />
            </select>
          )}
        </Field>
        <Field label="Customer type" error={errors.customerType?.message}>
          {(field) => (
            <select {...field} {...register('customerType')} className="input">
              <Options values={CUSTOMER_TYPES} label={(type) => CUSTOMER_LABELS[type]} />
            </select>
          )}
        </Field>
        {customerType === 'business' && (
          <Field label="Company" error={errors.company?.message}>
            {(field) => <input {...field} {...register('company')} autoComplete="organization" className="input" />}
          </Field>
        )}
        <Field label="VAT number" error={errors.vatNumber?.message}>
          {(field) => <input {...field} {...register('vatNumber')} className="input" />}
        </Field>
        <Field label="National ID number" error={errors.nidNumber?.message} hint={nidExtra ? undefined : 'Checked by our team before investments.'}>
          {(field) => <input {...field} {...register('nidNumber')} className="input" />}
        </Field>
        {nidExtra}
      </FormSection>
      <FormSection title="Address">
        <TextFields fields={ADDRESS_FIELDS} register={register} errors={errors} />
      </FormSection>
      <FormSection title="Emergency contact">
        <TextFields fields={EMERGENCY_CONTACT_FIELDS} register={register} errors={errors} />
      </FormSection>
    </>
  );
}
