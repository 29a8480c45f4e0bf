import { Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { m } from '@app/contract/messages';
import type { Loaded } from '../public/data';
import { useLanguage } from '../../lib/language';
import type { PublicContactInfo } from '../public/types';

/** One way of reaching us, when there is one: its icon, named for screen readers, and its links (`breakAll` for long addresses). */
function ContactTerm({
  icon: Icon,
  term,
  links,
  breakAll = false,
}: {
  icon: LucideIcon;
  term: string;
  links: { id: string; href: string; text: string }[];
  breakAll?: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <div className="flex gap-4">
      <dt className="mt-0.5">
        <Icon className="h-5 w-5 text-wheat-300" aria-hidden="true" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="space-y-1">
        {links.map((link) => (
          <a key={link.id} href={link.href} className={clsx('block', breakAll && 'break-all', 'font-medium text-white underline-offset-4 hover:underline')}>
            {link.text}
          </a>
        ))}
      </dd>
    </div>
  );
}

/** The site's phones, emails and offices beside the contact form, from GET /contactInfo. */
export function ContactDetails({ contactInfo, chatLink }: { contactInfo: Loaded<PublicContactInfo>; chatLink?: string }) {
  const info = contactInfo.data;
  const say = { locale: useLanguage() };
  const phones = info?.phones ?? [];
  const emails = info?.emails ?? [];
  const offices = info?.offices ?? [];
  return (
    <aside aria-labelledby="contact-details-title" className="self-start rounded-2xl bg-forest-900 p-6 text-forest-50 sm:p-8">
      <h2 id="contact-details-title" className="font-display text-2xl font-semibold text-white">
        {m.public_contact_other_ways({}, say)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-forest-200">{m.public_contact_welcome({}, say)}</p>
      {contactInfo.error !== null ? (
        <p role="alert" className="mt-6 rounded-lg bg-forest-800 px-4 py-3 text-sm text-wheat-200">
          {contactInfo.error}
        </p>
      ) : phones.length + emails.length + offices.length === 0 ? (
        <p className="mt-6 text-sm text-forest-200">{m.public_contact_none({}, say)}</p>
      ) : (
        <dl className="mt-8 space-y-7 text-sm">
          <ContactTerm
            icon={Phone}
            term={m.layout_phone({}, say)}
            links={phones.map((phone) => ({ id: phone._id, href: `tel:${phone.number}`, text: phone.displayNumber || phone.number }))}
          />
          <ContactTerm
            icon={Mail}
            term={m.layout_email({}, say)}
            breakAll
            links={emails.map((email) => ({ id: email._id, href: `mailto:${email.address}`, text: email.displayAddress || email.address }))}
          />
          {/* One term per office, its own title: a list of several terms all reading "Office" names nothing. */}
          {offices.map((office) => (
            <div key={office._id}>
              <dt className="flex gap-4 font-semibold text-white">
                <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-wheat-300" aria-hidden="true" />
                {office.title}
              </dt>
              <dd className="ml-9 mt-0.5 leading-relaxed text-forest-200">{office.address}</dd>
            </div>
          ))}
        </dl>
      )}
      {chatLink && (
        <a href={chatLink} target="_blank" rel="noopener noreferrer" className="btn btn-accent mt-8 w-full justify-center">
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {m.public_contact_chat({}, say)}
        </a>
      )}
    </aside>
  );
}
