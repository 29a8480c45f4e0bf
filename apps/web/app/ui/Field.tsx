import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Label + control + error, wired for screen readers. The child receives id, aria-invalid and
 * aria-describedby through the render function.
 */
export function Field({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its sentence beside it and its error below, wired for screen readers like Field. */
export function CheckField({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string;
  children: (props: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        {children({ 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The end of a full-page form: Cancel goes back to `cancelTo` without saving, then the submit button. */
export function PageFormActions({
  cancelTo,
  label,
  busyLabel,
  busy,
  disabled = busy,
  className = 'flex justify-end gap-2',
}: {
  cancelTo: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Link to={cancelTo} className="btn btn-ghost">
        Cancel
      </Link>
      <button type="submit" className="btn btn-primary" disabled={disabled}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
