import { digitsIn, pathInLanguage } from '@app/contract';
import { m } from '@app/contract/messages';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language';
import { LanguageSwitch } from './language';
import { Logo } from './Logo';
import { FOOTER_LINKS } from './nav';
import { SocialIcon } from './SocialIcon';
import type { Loaded } from './data';
import type { PublicContactInfo } from './types';

/** Joins links with ' / ' as the spec shows them (public-site.md §2). */
function Joined({ children }: { children: React.ReactNode[] }) {
  return (
    <>
      {children.map((child, i) => (
        <Fragment key={i}>
          {i > 0 && ' / '}
          {child}
        </Fragment>
      ))}
    </>
  );
}

/** One way to reach us (phones, emails), its links joined; nothing when there are none. */
function ContactRow({ term, detailClassName, children }: { term: string; detailClassName: string; children: React.ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div>
      <dt className="text-forest-300">{term}</dt>
      <dd className={detailClassName}>
        <Joined>{children}</Joined>
      </dd>
    </div>
  );
}

/** A titled list of the third column (offices, company facts): each fact's title in bold before its text; nothing when empty. */
function FooterFacts({ heading, facts }: { heading: string; facts: { _id: string; title: string; text: string }[] }) {
  if (facts.length === 0) return null;
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-wheat-300">{heading}</h2>
      <ul className="mt-4 space-y-2">
        {facts.map((fact) => (
          <li key={fact._id}>
            <span className="font-semibold text-white">{fact.title}</span> {fact.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ contactInfo, showLinks }: { contactInfo: Loaded<PublicContactInfo>; showLinks: boolean }) {
  const language = useLanguage();
  const say = { locale: language };
  const info = contactInfo.data;
  const phones = info?.phones ?? [];
  const emails = info?.emails ?? [];
  const offices = info?.offices ?? [];
  const company = info?.companyInfo ?? [];
  const socials = info?.socials ?? [];
  const year = new Date().getFullYear();

  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr] lg:py-16">
        <div>
          <Link to={pathInLanguage('/', language)} className="inline-block rounded-md" aria-label={m.layout_home_link({}, say)}>
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-forest-200">{m.layout_footer_tagline({}, say)}</p>
          {socials.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={m.layout_social_media({}, say)}>
              {socials.map((social) => (
                <li key={social._id}>
                  <a
                    href={social.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.platform} ${m.layout_opens_new_tab({}, say)}`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-wheat-400 hover:text-forest-950"
                  >
                    <SocialIcon platform={social.platform} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-wheat-300">{m.layout_get_in_touch({}, say)}</h2>
          {contactInfo.error !== null ? (
            <p className="mt-4 text-sm text-forest-200">{contactInfo.error}</p>
          ) : phones.length + emails.length === 0 ? (
            <p className="mt-4 text-sm text-forest-200">{m.layout_contact_soon({}, say)}</p>
          ) : (
            <dl className="mt-4 space-y-3 text-sm">
              <ContactRow term={m.layout_phone({}, say)} detailClassName="mt-0.5 text-white">
                {phones.map((phone) => (
                  <a key={phone._id} href={`tel:${phone.number.replace(/\s+/g, '')}`} className="whitespace-nowrap underline-offset-4 hover:underline">
                    {phone.displayNumber || phone.number}
                  </a>
                ))}
              </ContactRow>
              <ContactRow term={m.layout_email({}, say)} detailClassName="mt-0.5 break-words text-white">
                {emails.map((email) => (
                  <a key={email._id} href={`mailto:${email.address}`} className="underline-offset-4 hover:underline">
                    {email.displayAddress || email.address}
                  </a>
                ))}
              </ContactRow>
            </dl>
          )}
        </div>

        <div className="space-y-6 text-sm">
          <FooterFacts
            heading={m.layout_offices({}, say)}
            facts={offices.map((office) => ({ _id: office._id, title: `${office.title}:`, text: office.address }))}
          />
          <FooterFacts heading={m.layout_company({}, say)} facts={company.map((fact) => ({ _id: fact._id, title: fact.title, text: fact.content }))} />
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-5 pb-24 pt-6 text-sm sm:px-8 md:flex-row md:items-center md:justify-between md:pb-6 md:pr-52">
          {showLinks && (
            <nav aria-label={m.layout_site_information({}, say)}>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={pathInLanguage(link.to, language)} className="text-forest-100 underline-offset-4 hover:text-white hover:underline">
                      {link.label({}, say)}
                    </Link>
                  </li>
                ))}
                <li>
                  <LanguageSwitch className="text-forest-100 underline-offset-4 hover:text-white hover:underline" />
                </li>
              </ul>
            </nav>
          )}
          <p className="text-forest-200">{m.layout_rights({ year: digitsIn(String(year), language) }, say)}</p>
        </div>
      </div>
    </footer>
  );
}
