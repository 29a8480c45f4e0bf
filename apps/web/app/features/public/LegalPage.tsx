import type { ReactNode } from 'react';
import { m } from '@app/contract/messages';
import { PageHero } from './PageHero';
import { useLanguage } from '../../lib/language';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A policy page: hero with its date line, a table of contents, numbered sections and an optional closing block. */
export function LegalPage({
  title,
  dateLine,
  intro,
  sections,
  eyebrow,
  after,
  englishOnly = false,
}: {
  title: string;
  dateLine: string;
  intro: ReactNode;
  sections: LegalSection[];
  eyebrow?: string;
  after?: ReactNode;
  /** A policy written in English only: on a Bengali page its text is marked English and a line says the English applies. */
  englishOnly?: boolean;
}) {
  const language = useLanguage();
  const say = { locale: language };
  const textLang = englishOnly && language !== 'en' ? 'en' : undefined;
  // The article holds the hero, so its heading is the page's h1; every section has its h2.
  return (
    <article>
      <PageHero eyebrow={eyebrow ?? m.public_legal_eyebrow({}, say)} title={title} subtitle={dateLine} />
      <div className="bg-white">
        <div className="mx-auto grid w-full max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[16rem_1fr] lg:py-20">
          <nav aria-label={m.public_legal_on_this_page({}, say)} className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-earth-600">{m.public_legal_on_this_page({}, say)}</p>
            <ol lang={textLang} className="mt-4 space-y-2 text-sm">
              {sections.map((section, i) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-muted hover:text-forest-800 hover:underline">
                    {i + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal-prose max-w-3xl text-base leading-relaxed text-ink">
            {textLang && <p className="mb-6 rounded-xl bg-wheat-100 px-4 py-3 text-sm text-earth-700">{m.public_legal_english_only({}, say)}</p>}
            <div lang={textLang} className="text-lg text-muted">
              {intro}
            </div>
            {sections.map((section, i) => (
              <section key={section.id} id={section.id} lang={textLang} aria-labelledby={`${section.id}-title`} className="scroll-mt-28 pt-10">
                <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold text-forest-900">
                  {i + 1}. {section.title}
                </h2>
                <div className="mt-4 space-y-4 text-ink/90 [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                  {section.body}
                </div>
              </section>
            ))}
            {after}
          </div>
        </div>
      </div>
    </article>
  );
}
