import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Building2, CheckCircle2, Info, Link2, Mail, Pencil, Phone, Plus, Save, Share2, Trash2, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  CONTACT_ITEM_SCHEMAS,
  CONTACT_SECTIONS,
  CONTACT_INFO_MESSAGES,
  DEFAULT_SOCIAL_PLATFORM,
  MAX_EMAILS,
  MAX_PHONES,
  MESSAGE_AUTO_CLEAR_MS,
  SOCIAL_PLATFORMS,
  maxLengthOf,
  type ContactInfo,
  type ContactSection,
} from '@app/contract';
import { api } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/Toaster';
import { adminErrorMessage, useInvalidate } from '../../ui/admin/query';
import { contentKeys } from './keys';
import { DragHandle, SortableList, useSortableItem } from '../../ui/admin/sortable';
import { QueryState } from '../../ui/QueryState';
import { Options } from '../../ui/Options';
import { openWhileChosen } from '../../ui/openWhileChosen';

type Values = Record<string, string>;
type Item = Values & { _id: string };

type SectionConfig = {
  title: string;
  /** Used in messages: "Phone number added successfully!", "Error adding phone number". */
  noun: string;
  icon: LucideIcon;
  max?: number;
  maxMessage?: string;
  fields: { name: string; label: string; type?: 'text' | 'email' | 'url' | 'tel' | 'textarea' | 'platform'; placeholder?: string; optional?: boolean }[];
  empty: Values;
  primary: (item: Values) => string;
  secondary: (item: Values) => string;
};

type FieldConfig = SectionConfig['fields'][number];

/** Phones and emails: a title, the value the link uses, and an optional text shown in its place. */
const linkSection = (
  section: Pick<SectionConfig, 'title' | 'noun' | 'icon' | 'max' | 'maxMessage'> & { titleExample: string; value: FieldConfig; display: FieldConfig },
): SectionConfig => ({
  ...section,
  fields: [{ name: 'title', label: 'Title', placeholder: section.titleExample }, section.value, { ...section.display, optional: true }],
  empty: { title: '', [section.value.name]: '', [section.display.name]: '' },
  primary: (item) => item[section.display.name] || item[section.value.name] || '',
  secondary: (item) => item.title ?? '',
});

/** Offices and company information: a title and a text under it. */
const textSection = (section: Pick<SectionConfig, 'title' | 'noun' | 'icon'> & { titleExample: string; text: FieldConfig }): SectionConfig => ({
  ...section,
  fields: [
    { name: 'title', label: 'Title', placeholder: section.titleExample },
    { ...section.text, type: 'textarea' },
  ],
  empty: { title: '', [section.text.name]: '' },
  primary: (item) => item.title ?? '',
  secondary: (item) => item[section.text.name] ?? '',
});

const SECTIONS: Record<ContactSection, SectionConfig> = {
  phones: linkSection({
    title: 'Phone Numbers',
    noun: 'phone number',
    icon: Phone,
    max: MAX_PHONES,
    maxMessage: CONTACT_INFO_MESSAGES.maxPhones,
    titleExample: 'e.g. UK office',
    value: { name: 'number', label: 'Link number', type: 'tel', placeholder: '+447700900123' },
    display: { name: 'displayNumber', label: 'Display number', placeholder: 'Defaults to the number' },
  }),
  emails: linkSection({
    title: 'Email Addresses',
    noun: 'email address',
    icon: Mail,
    max: MAX_EMAILS,
    maxMessage: CONTACT_INFO_MESSAGES.maxEmails,
    titleExample: 'e.g. Investor relations',
    value: { name: 'address', label: 'Email address', type: 'email', placeholder: 'name@example.com' },
    display: { name: 'displayAddress', label: 'Display text', placeholder: 'Defaults to the address' },
  }),
  offices: textSection({
    title: 'Office Addresses',
    noun: 'office address',
    icon: Building2,
    titleExample: 'e.g. Dhaka head office',
    text: { name: 'address', label: 'Address' },
  }),
  socials: {
    title: 'Social Media',
    noun: 'social media link',
    icon: Share2,
    fields: [
      { name: 'platform', label: 'Platform', type: 'platform' },
      { name: 'link', label: 'Link', type: 'url', placeholder: 'https://' },
    ],
    empty: { platform: DEFAULT_SOCIAL_PLATFORM, link: '' },
    primary: (item) => item.platform ?? '',
    secondary: (item) => item.link ?? '',
  },
  companyInfo: textSection({
    title: 'Company Information',
    noun: 'company information',
    icon: Info,
    titleExample: 'e.g. Registered company number',
    text: { name: 'content', label: 'Content' },
  }),
};

const SECTION_ORDER: ContactSection[] = ['phones', 'emails', 'offices', 'socials', 'companyInfo'];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type OpenForm = { section: ContactSection; id: string | null; values: Values };
/** Item ids per section in the order the editor arranged them, not saved yet. */
type Arranged = Partial<Record<ContactSection, string[]>>;
type Banner = { tone: 'success' | 'error'; text: string } | null;

/** Fills the display defaults the spec names: display number and display text default to the value. */
function withDefaults(section: ContactSection, values: Values): Values {
  if (section === 'phones') return { ...values, displayNumber: values.displayNumber?.trim() || values.number?.trim() || '' };
  if (section === 'emails') return { ...values, displayAddress: values.displayAddress?.trim() || values.address?.trim() || '' };
  return values;
}

function InlineForm({
  section,
  form,
  busy,
  onChange,
  onCancel,
  onSave,
}: {
  section: ContactSection;
  form: OpenForm;
  busy: boolean;
  onChange: (values: Values) => void;
  onCancel: () => void;
  onSave: (event: FormEvent) => void;
}) {
  const config = SECTIONS[section];
  const baseId = useId();
  return (
    <form
      method="post"
      onSubmit={onSave}
      noValidate
      className="rounded-lg border border-forest-200 bg-forest-50/50 p-3"
      aria-label={`${form.id ? 'Edit' : 'Add'} ${config.noun}`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {config.fields.map((field, index) => {
          const id = `${baseId}-${field.name}`;
          const common = {
            id,
            className: 'input',
            value: form.values[field.name] ?? '',
            autoFocus: index === 0,
            placeholder: field.placeholder,
            maxLength: maxLengthOf((CONTACT_ITEM_SCHEMAS[section] as unknown as { shape: Record<string, unknown> }).shape[field.name]),
          };
          const set = (value: string) => onChange({ ...form.values, [field.name]: value });
          return (
            <div key={field.name} className={clsx((field.type === 'textarea' || (config.fields.length === 3 && index === 0)) && 'sm:col-span-full')}>
              <label htmlFor={id} className="label">
                {field.label}
                {!field.optional && (
                  <span className="ml-0.5 text-red-700" aria-hidden="true">
                    *
                  </span>
                )}
              </label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={3} onChange={(event) => set(event.target.value)} />
              ) : field.type === 'platform' ? (
                <select {...common} onChange={(event) => set(event.target.value)}>
                  <Options values={SOCIAL_PLATFORMS} />
                </select>
              ) : (
                <input {...common} type={field.type ?? 'text'} onChange={(event) => set(event.target.value)} />
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** Saved items in the arranged order; items the arrangement does not know (just added) come last. */
function inArrangedOrder(items: Item[], ids: string[] | undefined): Item[] {
  if (!ids) return items;
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (position.get(a._id) ?? ids.length) - (position.get(b._id) ?? ids.length));
}

function ItemRow({ id, dragLabel, dragDisabled, children }: { id: string; dragLabel: string; dragDisabled: boolean; children: ReactNode }) {
  const { itemProps, handleProps, isDragging } = useSortableItem(id);
  return (
    <li
      {...itemProps}
      className={clsx('group flex items-start gap-2 rounded-lg border bg-white px-2 py-2', isDragging ? 'border-forest-400 shadow-lg' : 'border-stone-200')}
    >
      <DragHandle label={dragLabel} disabled={dragDisabled} handleProps={handleProps} />
      {children}
    </li>
  );
}

/**
 * /admin/contact/info: the five lists of the public contact details, edited inline. Each item is
 * saved by its own form. The order of the items (the order the public footer shows them in) is
 * arranged by dragging and saved for all sections at once by Save Changes, in one PUT /contactInfo.
 */
export function ContactInfoAdmin() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const info = useQuery({
    queryKey: contentKeys.contactInfo,
    queryFn: async () => (await api.get<{ success: true; data: ContactInfo }>('/contactInfo')).data,
  });
  const [form, setForm] = useState<OpenForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const [deleting, setDeleting] = useState<{ section: ContactSection; item: Item } | null>(null);
  const [arranged, setArranged] = useState<Arranged>({});
  const itemsOf = (section: ContactSection) => inArrangedOrder((info.data?.[section] ?? []) as unknown as Item[], arranged[section]);
  const orderChanged = SECTION_ORDER.some((section) => {
    const saved = ((info.data?.[section] ?? []) as unknown as Item[]).map((item) => item._id);
    return itemsOf(section).some((item, index) => item._id !== saved[index]);
  });

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), MESSAGE_AUTO_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const apply = async (data: ContactInfo | undefined, message: string) => {
    if (data) queryClient.setQueryData(contentKeys.contactInfo, data);
    setBanner({ tone: 'success', text: message });
    await invalidate(contentKeys.contactInfo);
  };
  const fail = (error: unknown, fallback: string) => {
    console.error(fallback, error);
    const text = adminErrorMessage(error, fallback);
    setBanner({ tone: 'error', text });
    toast.error(text);
  };

  const openAdd = (section: ContactSection) => {
    const config = SECTIONS[section];
    const count = (info.data?.[section] ?? []).length;
    if (config.max && count >= config.max) return setBanner({ tone: 'error', text: config.maxMessage! });
    setBanner(null);
    setForm({ section, id: null, values: { ...config.empty } });
  };

  const saveItem = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const { section, id } = form;
    const config = SECTIONS[section];
    const values = withDefaults(section, form.values);
    const schema = CONTACT_ITEM_SCHEMAS[section] as z.ZodType;
    const result = schema.safeParse(values);
    if (!result.success) return setBanner({ tone: 'error', text: result.error.issues[0]?.message ?? 'An error occurred' });
    if (!id && config.max && (info.data?.[section] ?? []).length >= config.max) return setBanner({ tone: 'error', text: config.maxMessage! });
    setBusy(true);
    try {
      const path = `/contactInfo/${CONTACT_SECTIONS[section]}`;
      const body = id ? await api.put<{ data: ContactInfo }>(`${path}/${id}`, result.data) : await api.post<{ data: ContactInfo }>(path, result.data);
      setForm(null);
      await apply(body.data, `${capitalise(config.noun)} ${id ? 'updated' : 'added'} successfully!`);
    } catch (error) {
      fail(error, `Error ${id ? 'updating' : 'adding'} ${config.noun}`);
    } finally {
      setBusy(false);
    }
  };

  const deleteItem = async () => {
    if (!deleting) return;
    const { section, item } = deleting;
    const config = SECTIONS[section];
    setBusy(true);
    try {
      const body = await api.delete<{ data: ContactInfo }>(`/contactInfo/${CONTACT_SECTIONS[section]}/${item._id}`);
      setDeleting(null);
      if (form?.id === item._id) setForm(null);
      await apply(body.data, `${capitalise(config.noun)} deleted successfully!`);
    } catch (error) {
      setDeleting(null);
      fail(error, `Error deleting ${config.noun}`);
    } finally {
      setBusy(false);
    }
  };

  const saveOrder = async () => {
    if (!info.data) return;
    setBusy(true);
    try {
      const lists = Object.fromEntries(SECTION_ORDER.map((section) => [section, itemsOf(section)]));
      const body = await api.put<{ data: ContactInfo }>('/contactInfo', lists);
      setArranged({});
      await apply(body.data, 'Contact information saved successfully!');
      toast.success('Contact information saved successfully!');
    } catch (error) {
      fail(error, 'Error saving contact information');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Manage Contact Information"
        description="Phones, emails, offices, social links and company details shown across the public site."
        actions={
          <button type="button" className="btn btn-primary" onClick={saveOrder} disabled={Boolean(form) || busy || !orderChanged}>
            <Save className="h-4 w-4" aria-hidden="true" /> {busy && !form && !deleting ? 'Saving...' : 'Save Changes'}
          </button>
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted" data-testid="contact-save-hint">
        {orderChanged ? (
          <>
            <span className="font-medium text-amber-800">The new order is not saved yet: press Save Changes to publish it.</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setArranged({})} disabled={busy}>
              Undo order changes
            </button>
          </>
        ) : (
          'Each item is saved with its own Save button. Drag items by their handle to change the order the public site lists them in, then press Save Changes to save the new order.'
        )}
      </p>
      <div aria-live="polite" className="empty:hidden">
        {banner && (
          <div
            role={banner.tone === 'error' ? 'alert' : 'status'}
            className={clsx(
              'mb-4 flex items-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-medium',
              banner.tone === 'success' ? 'border-forest-200 bg-forest-50 text-forest-800' : 'border-red-200 bg-red-50 text-red-800',
            )}
          >
            {banner.tone === 'success' ? (
              <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            )}
            <span className="flex-1">{banner.text}</span>
            <button type="button" onClick={() => setBanner(null)} className="rounded p-0.5 opacity-70 hover:opacity-100" aria-label="Dismiss message">
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>

      <QueryState query={info} loading="Loading contact information..." failure="Error fetching contact information">
        {() => (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {SECTION_ORDER.map((section) => {
              const config = SECTIONS[section];
              const items = itemsOf(section);
              const atMax = Boolean(config.max && items.length >= config.max);
              const addOpen = form?.section === section && form.id === null;
              const headingId = `contact-${section}`;
              // The one open form of this section, for a new item or the item being edited.
              const editor = form?.section === section && (
                <InlineForm
                  section={section}
                  form={form}
                  busy={busy}
                  onChange={(values) => setForm({ ...form, values })}
                  onCancel={() => setForm(null)}
                  onSave={saveItem}
                />
              );
              return (
                <section
                  key={section}
                  aria-labelledby={headingId}
                  className={clsx('card min-w-0 p-4', section === 'companyInfo' && 'lg:col-span-2')}
                  data-testid={`contact-section-${section}`}
                >
                  <div className="mb-3 flex items-center gap-2">
                    <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-forest-50 text-forest-700" aria-hidden="true">
                      <config.icon className="h-4 w-4" />
                    </span>
                    <h2 id={headingId} className="font-sans text-sm font-semibold text-ink">
                      {config.title}
                    </h2>
                    <span className="text-xs text-muted">
                      {items.length}
                      {config.max ? ` / ${config.max}` : ''}
                    </span>
                    {!atMax && items.length > 0 && (
                      <button type="button" className="btn btn-ghost btn-sm ml-auto" onClick={() => openAdd(section)} disabled={Boolean(form)}>
                        <Plus className="h-3.5 w-3.5" aria-hidden="true" /> Add
                      </button>
                    )}
                  </div>
                  <SortableList
                    items={items}
                    getId={(item) => item._id}
                    getLabel={(item) => config.primary(item)}
                    onReorder={(next) => setArranged({ ...arranged, [section]: next.map((item) => item._id) })}
                    disabled={Boolean(form) || busy}
                  >
                    <ul className="space-y-2">
                      {items.map((item) =>
                        form?.section === section && form.id === item._id ? (
                          <li key={item._id}>{editor}</li>
                        ) : (
                          <ItemRow
                            key={item._id}
                            id={item._id}
                            dragLabel={`Reorder ${config.noun}: ${config.primary(item)}`}
                            dragDisabled={Boolean(form) || busy}
                          >
                            {section === 'socials' && <Link2 className="mt-2 h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />}
                            <div className="min-w-0 flex-1 py-0.5">
                              <p className="truncate text-sm font-semibold text-ink">{config.primary(item)}</p>
                              <p className="whitespace-pre-line break-words text-xs text-muted [overflow-wrap:anywhere]">{config.secondary(item)}</p>
                            </div>
                            <div className="flex shrink-0 gap-0.5">
                              <button
                                type="button"
                                className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-forest-800 disabled:opacity-30"
                                disabled={Boolean(form)}
                                onClick={() => {
                                  setBanner(null);
                                  setForm({ section, id: item._id, values: Object.fromEntries(config.fields.map((f) => [f.name, item[f.name] ?? ''])) });
                                }}
                                aria-label={`Edit ${config.noun}: ${config.primary(item)}`}
                              >
                                <Pencil className="h-4 w-4" aria-hidden="true" />
                              </button>
                              <button
                                type="button"
                                className="rounded-md p-1.5 text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-30"
                                disabled={Boolean(form)}
                                onClick={() => setDeleting({ section, item })}
                                aria-label={`Delete ${config.noun}: ${config.primary(item)}`}
                              >
                                <Trash2 className="h-4 w-4" aria-hidden="true" />
                              </button>
                            </div>
                          </ItemRow>
                        ),
                      )}
                      {addOpen && <li>{editor}</li>}
                    </ul>
                  </SortableList>
                  {items.length === 0 && !addOpen && (
                    <div className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center">
                      <p className="text-sm text-muted">No {config.title.toLowerCase()} yet.</p>
                      <button type="button" className="btn btn-outline btn-sm mt-2" onClick={() => openAdd(section)} disabled={Boolean(form)}>
                        <Plus className="h-3.5 w-3.5" aria-hidden="true" /> Add the first {config.noun}
                      </button>
                    </div>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        {...openWhileChosen(deleting, () => setDeleting(null))}
        title="Delete item"
        message="Are you sure you want to delete this item?"
        busy={busy}
        onConfirm={deleteItem}
      >
        {deleting && (
          <div className="rounded-lg bg-stone-50 p-3 text-sm">
            <p className="font-semibold">{SECTIONS[deleting.section].primary(deleting.item)}</p>
            <p className="text-xs text-muted">{SECTIONS[deleting.section].secondary(deleting.item)}</p>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
