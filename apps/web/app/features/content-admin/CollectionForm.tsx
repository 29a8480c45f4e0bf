import clsx from 'clsx';
import { useState } from 'react';
import { Controller, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { CONTENT_MESSAGES, PLAN_AMOUNT_STEP, type Collection, type FormField } from '@app/contract';
import { api, ApiError } from '../../lib/api';
import { Field } from '../../ui/Field';
import { Modal, ModalFormActions } from '../../ui/Modal';
import { toast } from '../../ui/Toaster';
import { contractResolver, nonEmpty, showSaveError, toFormData, useInvalidate } from '../../ui/admin/query';
import { collectionKey } from './keys';
import { CharCount, ImagePicker } from '../../ui/admin/widgets';

type Item = { _id: string } & Record<string, unknown>;

const IMAGE_ASPECT = { wide: 'aspect-video', photo: 'aspect-[3/2]', square: 'aspect-square' } as const;
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a field holds when the form opens: the item's value, or the field's start value for a new item. */
function startValue<Input>(field: FormField<Input>, item: Item | null, count: number) {
  if (!item) {
    if (field.name === 'order') return count + 1;
    return field.initial ?? (field.kind === 'checkbox' ? false : '');
  }
  const value = item[field.name];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? (field.kind === 'number' || field.kind === 'amount' ? undefined : '');
}

/**
 * The add/edit modal of a collection, built from its declared fields and validated with its
 * contract schema. Edits send only non-empty text (a clearable field's blank clears it); a field
 * shown only while a checkbox is ticked is sent only then; the image goes as multipart.
 */
export function CollectionForm<I extends Item, Input extends FieldValues>({
  collection,
  item,
  count,
  onClose,
}: {
  collection: Collection<I, Input>;
  item: I | null;
  count: number;
  onClose: () => void;
}) {
  const { admin, messages, image } = collection;
  const fields = admin.fields.flat() as FormField<Input>[];
  // Field names come from the declaration, typed as keys of the contract's input.
  const path = (name: string) => name as Path<Input>;
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, resetField, formState, setError } = useForm({
    resolver: contractResolver(collection.schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, startValue(field, item, count)])) as DefaultValues<Input>,
  });
  const values: Record<string, unknown> = watch();
  const errors: FieldErrors = formState.errors;
  const needsImage = Boolean(image?.required && !item && !file);

  const submit = handleSubmit(
    async (parsed) => {
      if (needsImage) return setFileError(CONTENT_MESSAGES.imageRequired);
      const shown = fields.filter((field) => !field.when || parsed[field.when]).map((field): string => field.name);
      const kept = Object.fromEntries(Object.entries(parsed).filter(([name]) => shown.includes(name)));
      const cleared = Object.fromEntries(fields.filter((field) => field.clearable).map((field) => [field.name, parsed[field.name] ?? '']));
      const sent = item ? { ...nonEmpty(kept), ...cleared } : kept;
      try {
        const body = image ? toFormData(sent, { name: 'image', value: file }) : sent;
        if (item) await api.put(`${collection.path}/${item._id}`, body);
        else await api.post(collection.path, body);
        toast.success(item ? messages.updated : messages.added);
        await invalidate(collectionKey(collection.name));
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.errors?.image) setFileError(error.errors.image);
        const serverSide = !(error instanceof ApiError) || error.status >= 500;
        showSaveError(error, serverSide && messages.saveFailed ? messages.saveFailed : item ? messages.updateFailed : messages.addFailed, setError);
      }
    },
    () => needsImage && setFileError(CONTENT_MESSAGES.imageRequired),
  );

  const control_ = (field: FormField<Input>) => {
    const name = path(field.name);
    const error = errors[field.name]?.message as string | undefined;
    if (field.when && !values[field.when]) return null;
    if (field.kind === 'checkbox') {
      // Unticked: the fields it shows start over.
      const onChange = (event: { target: { checked: boolean } }) => {
        if (!event.target.checked) for (const other of fields.filter((f) => f.when === field.name)) resetField(path(other.name));
      };
      return (
        <label key={field.name} className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register(name, { onChange })} className="h-4 w-4 accent-forest-700" /> {field.label}
        </label>
      );
    }
    if (field.kind === 'choice') {
      return (
        <fieldset key={field.name}>
          <legend className="label">{field.label}</legend>
          <Controller
            control={control}
            name={name}
            render={({ field: choice }) => (
              <div className="flex gap-1.5" role="radiogroup" aria-label={field.label}>
                {field.options!.map((option) => (
                  <label
                    key={option.value}
                    className={clsx(
                      'flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wheat-400',
                      String(choice.value) === String(option.value)
                        ? 'border-forest-700 bg-forest-700 text-white'
                        : 'border-stone-300 text-stone-600 hover:border-forest-400',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={choice.name}
                      value={option.value}
                      checked={String(choice.value) === String(option.value)}
                      onChange={() => choice.onChange(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            )}
          />
          {error && <p className="field-error">{error}</p>}
        </fieldset>
      );
    }
    const label = field.unit ? `${field.label} (${values[field.unit]})` : field.label;
    const hint = field.maxLength ? <CharCount value={values[field.name] as string | undefined} max={field.maxLength} /> : field.hint;
    return (
      <Field key={field.name} label={label} required={field.required} error={error} hint={hint}>
        {(props) => {
          const common = { ...props, placeholder: field.placeholder, className: 'input', lang: field.lang };
          if (field.kind === 'textarea') return <textarea {...common} {...register(name)} rows={field.rows} maxLength={field.maxLength} />;
          if (field.kind === 'select')
            return (
              <select {...common} {...register(name)}>
                {field.options!.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          if (field.kind === 'number' || field.kind === 'amount') {
            const money = field.kind === 'amount';
            return (
              <input
                {...common}
                type="number"
                inputMode={money ? 'decimal' : 'numeric'}
                min={money ? 0 : 1}
                step={money ? PLAN_AMOUNT_STEP : 1}
                {...register(name, { valueAsNumber: true })}
              />
            );
          }
          const url = field.kind === 'url';
          return (
            <input
              {...common}
              {...register(name)}
              type={url ? 'url' : 'text'}
              inputMode={url ? 'url' : undefined}
              maxLength={field.maxLength}
              autoComplete="off"
            />
          );
        }}
      </Field>
    );
  };

  const formId = `${collection.name}-form`;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? admin.formTitle.edit : admin.formTitle.add}
      description={admin.formNote}
      size={admin.wideForm ? 'lg' : 'md'}
      footer={
        <ModalFormActions
          formId={formId}
          busy={formState.isSubmitting}
          submitLabel={item ? 'Save Changes' : (admin.submitLabel ?? admin.addLabel)}
          onCancel={onClose}
        />
      }
    >
      <form method="post" id={formId} onSubmit={submit} noValidate className="space-y-4">
        {admin.fields.map((line, index) => {
          if (!Array.isArray(line)) return control_(line as FormField<Input>);
          // Side by side; the line's checkboxes share one cell.
          const row = line as FormField<Input>[];
          const boxes = row.filter((field) => field.kind === 'checkbox');
          const cells = row.length - boxes.length + (boxes.length ? 1 : 0);
          return (
            <div key={index} className={clsx('grid gap-4', cells > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
              {row.filter((field) => field.kind !== 'checkbox').map(control_)}
              {boxes.length > 0 && <div className="flex flex-col justify-end gap-2 pb-1">{boxes.map(control_)}</div>}
            </div>
          );
        })}
        {image && (
          <Field label={image.label} required={image.required && !item} error={fileError ?? undefined}>
            {(props) => (
              <ImagePicker
                id={props.id}
                invalid={props['aria-invalid']}
                describedBy={props['aria-describedby']}
                current={item?.image as string | undefined}
                file={file}
                onChange={setFile}
                onError={setFileError}
                maxBytes={image.maxBytes}
                tooLargeMessage={image.tooLargeMessage}
                guidance={image.guidance}
                aspect={IMAGE_ASPECT[image.shape]}
              />
            )}
          </Field>
        )}
      </form>
    </Modal>
  );
}
