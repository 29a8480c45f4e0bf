import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '@app/contract';
import { api } from '../../lib/api';
import { Field } from '../../ui/Field';
import { ConfirmPanel } from '../../ui/admin/ConfirmPanel';
import { Options } from '../../ui/Options';

export type TextFieldSpec = { name: string; label: string; required?: boolean; hint?: string };

/**
 * The add/edit form of a small ledger record (a bank layout, a bank account): text fields and one
 * choice, checked with the contract's schema before it is sent, POST to `path` or PUT to `path/id`.
 */
export function RecordFormModal({
  formId,
  title,
  description,
  submitLabel,
  path,
  id,
  initial,
  textFields,
  choice,
  schema,
  success,
  failure,
  refresh,
  onClose,
}: {
  formId: string;
  title: string;
  description: string;
  submitLabel: string;
  path: string;
  id: string | null;
  initial: Record<string, string | null | undefined>;
  textFields: readonly TextFieldSpec[];
  choice: { name: string; label: string; hint?: string; values: readonly string[] };
  schema: z.ZodType;
  success: string;
  failure: string;
  refresh: QueryKey;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...textFields.map((field) => field.name), choice.name].map((name) => [name, initial[name] ?? ''])),
  );
  return (
    <ConfirmPanel
      formId={formId}
      title={title}
      description={description}
      submitLabel={submitLabel}
      fields={[...textFields.map((field) => field.name), choice.name]}
      check={(): FieldErrors => {
        const checked = schema.safeParse(values);
        return checked.success ? {} : toFieldErrors(checked.error);
      }}
      send={() => (id ? api.put(`${path}/${id}`, values) : api.post(path, values))}
      success={success}
      failure={failure}
      refresh={refresh}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      {(errors) => (
        <>
          {textFields.map((field) => (
            <Field key={field.name} label={field.label} required={field.required} error={errors[field.name]} hint={field.hint}>
              {(props) => (
                <input
                  {...props}
                  value={values[field.name]}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  maxLength={200}
                  className="input"
                />
              )}
            </Field>
          ))}
          <Field label={choice.label} required error={errors[choice.name]} hint={choice.hint}>
            {(props) => (
              <select
                {...props}
                value={values[choice.name]}
                onChange={(event) => setValues({ ...values, [choice.name]: event.target.value })}
                className="input"
              >
                <Options values={choice.values} />
              </select>
            )}
          </Field>
        </>
      )}
    </ConfirmPanel>
  );
}
