import { m } from '@app/contract/messages';
import { ContactDetails } from '../../../features/contact-messages/ContactDetails';
import { ContactForm } from '../../../features/contact-messages/ContactForm';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { Section } from '../../../features/public/Section';
import { StaticContent } from '../../../features/public/StaticContent';
import { loadContent, publicPageMeta, publicHeaders } from '../../../features/public/data';
import type { PublicContactInfo } from '../../../features/public/types';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const contactInfo = await loadContent<PublicContactInfo>(context, '/contactInfo', 'Error fetching contact information');
  return { contactInfo, chatLink: context.links.chat };
}

export const meta: Route.MetaFunction = publicPageMeta('/contact');

export const headers = publicHeaders;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <>
      <PageHero {...pageHero('/contact', language)} />
      <Section tone="light" labelledBy="contact-form-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-14">
          <div className="relative rounded-2xl border border-wheat-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl">
              {m.public_contact_form_title({}, { locale: language })}
            </h2>
            <p className="mb-8 mt-2 text-sm text-muted">{m.public_contact_form_required({}, { locale: language })}</p>
            <ContactForm />
          </div>
          {/* Addresses and links only: adopted as drawn, not hydrated. */}
          <StaticContent>
            <ContactDetails contactInfo={loaderData.contactInfo} chatLink={loaderData.chatLink} />
          </StaticContent>
        </div>
      </Section>
    </>
  );
}
