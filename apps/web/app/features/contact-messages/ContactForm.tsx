import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Send } from 'lucide-react';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, MESSAGE_AUTO_CLEAR_MS, type ContactMessageInput, type ContactMessageValues } from '@app/contract';
import { ApiError, api } from '../../lib/api';
import { Field } from '../../ui/Field';
import { FormNoticeLine, type FormNotice } from '../../ui/FormNotice';
import { useHydrated } from '../../lib/hydration';
import { useLanguage } from '../../lib/language';
import { m } from '@app/contract/messages';

const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', contactNumber: '', address: '', message: '' };

type ContactResolver = Resolver<ContactMessageInput, unknown, ContactMessageValues>;
let contactCheck: Promise<ContactResolver> | undefined;
/** The contract's check (and zod with it) loads when someone starts on the form, not with the page. */
const loadContactCheck = () => (contactCheck ??= import('./contact-form-check').then((loaded) => loaded.contactFormResolver));
const resolver: ContactResolver = async (values, context, options) => (await loadContactCheck())(values, context, options);

/** The public contact form (public-site.md §3, §5, §8): checks with the contract schema, posts as JSON. */
export function ContactForm() {
  const hydrated = useHydrated();
  const say = { locale: useLanguage() };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const [notice, setNotice] = useState<FormNotice>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  // A success message clears itself after 3 s (public-site.md §4).
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_AUTO_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onSubmit = async (values: ContactMessageValues) => {
    setNotice(null);
    try {
      await api.post('/admin/send-contact-emails', { ...values, [CONTACT_HONEYPOT_FIELD]: honeypot.current?.value ?? '' }, { noRefresh: true });
      reset(EMPTY);
      setNotice({ tone: 'success', text: m.public_contact_sent({}, say) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        setNotice({ tone: 'error', text: m.public_contact_network({}, say) });
        return;
      }
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in EMPTY) setError(field as keyof ContactMessageInput, { message });
        }
      }
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.status === 429 ? error.message : m.public_contact_failed({}, say),
      });
    }
  };

  return (
    <form
      method="post"
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void loadContactCheck()}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={m.public_contact_first_name({}, say)} required error={errors.firstName?.message}>
          {(props) => <input {...props} {...register('firstName')} className="input" autoComplete="given-name" maxLength={CONTACT_LIMITS.name} />}
        </Field>
        {/* The spec keeps the required mark on last name although the check lets it be blank. */}
        <Field label={m.public_contact_last_name({}, say)} required error={errors.lastName?.message}>
          {(props) => <input {...props} {...register('lastName')} className="input" autoComplete="family-name" maxLength={CONTACT_LIMITS.name} />}
        </Field>
        <Field label={m.public_contact_email({}, say)} required error={errors.email?.message}>
          {(props) => <input {...props} {...register('email')} type="email" className="input" autoComplete="email" maxLength={CONTACT_LIMITS.email} />}
        </Field>
        <Field label={m.public_contact_number({}, say)} required error={errors.contactNumber?.message}>
          {(props) => (
            <input {...props} {...register('contactNumber')} type="tel" className="input" autoComplete="tel" maxLength={CONTACT_LIMITS.contactNumber} />
          )}
        </Field>
      </div>
      <Field label={m.public_contact_address({}, say)} error={errors.address?.message}>
        {(props) => <input {...props} {...register('address')} className="input" autoComplete="address-line1" maxLength={CONTACT_LIMITS.address} />}
      </Field>
      <Field label={m.public_contact_message({}, say)} required error={errors.message?.message}>
        {(props) => <textarea {...props} {...register('message')} rows={6} className="input min-h-36 resize-y" maxLength={CONTACT_LIMITS.message} />}
      </Field>

      {/* Honeypot: off-screen and outside the accessibility tree, so only bots fill it. */}
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input ref={honeypot} id="contact-website" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <FormNoticeLine notice={notice} />

      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-xs text-muted">{m.public_contact_reply_time({}, say)}</p>
        <button type="submit" className="btn btn-primary min-w-40" disabled={!hydrated || isSubmitting}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? m.public_contact_sending({}, say) : m.public_contact_send({}, say)}
        </button>
      </div>
    </form>
  );
}
