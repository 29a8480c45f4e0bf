import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Role } from '@app/contract';
import { Field } from '../../ui/Field';
import { roleLabel } from './format';
import { Options } from '../../ui/Options';

/** The fields staff fill in when they add a user and when they edit one: the same labels, order and inputs in both forms. */
type Values = {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  userRole?: string | null;
  employeeId?: string | null;
  department?: string | null;
  designation?: string | null;
};

type FieldsProps = { register: UseFormRegister<Values>; errors: FieldErrors<Values> };

/** Full name across the row, then email and phone; adding a user turns browser autofill off so the staff member's own details are not offered. */
export function UserContactFields({ register, errors, autoComplete }: FieldsProps & { autoComplete?: 'off' }) {
  return (
    <>
      <div className="sm:col-span-2">
        <Field label="Full name" error={errors.name?.message} required>
          {(field) => <input {...field} {...register('name')} className="input" autoComplete={autoComplete} />}
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message} required>
        {(field) => <input {...field} {...register('email')} type="email" className="input" autoComplete={autoComplete} />}
      </Field>
      <Field label="Phone" error={errors.phone?.message} required>
        {(field) => <input {...field} {...register('phone')} type="tel" className="input" autoComplete={autoComplete} />}
      </Field>
    </>
  );
}

/** The role picker, offering only the roles this staff member may assign. */
export function UserRoleField({
  register,
  errors,
  roles,
  required,
  hint,
  disabled,
}: FieldsProps & { roles: readonly Role[]; required?: boolean; hint?: string; disabled?: boolean }) {
  return (
    <Field label="Role" error={errors.userRole?.message} hint={hint} required={required}>
      {(field) => (
        <select {...field} {...register('userRole')} className="input" disabled={disabled}>
          <Options values={roles} label={roleLabel} />
        </select>
      )}
    </Field>
  );
}

/** Employee ID, department and designation; editing shows the joining date (afterId) between the ID and the department. */
export function EmploymentFields({ register, errors, afterId }: FieldsProps & { afterId?: ReactNode }) {
  return (
    <>
      <Field label="Employee ID" error={errors.employeeId?.message}>
        {(field) => <input {...field} {...register('employeeId')} className="input" />}
      </Field>
      {afterId}
      <Field label="Department" error={errors.department?.message}>
        {(field) => <input {...field} {...register('department')} className="input" />}
      </Field>
      <Field label="Designation" error={errors.designation?.message}>
        {(field) => <input {...field} {...register('designation')} className="input" />}
      </Field>
    </>
  );
}
