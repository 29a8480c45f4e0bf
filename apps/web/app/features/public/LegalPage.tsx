import type { ReactNode } from 'react';
import { PageHero } from './PageHero';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A policy page: hero with its date line, a table of contents, numbered sections and an optional closing block. */
export function LegalPage({
  title,
  dateLine,
  intro,
  sections,
  eyebrow = 'Legal',
  after,
}: {
  title: string;
  dateLine: string;
  intro: ReactNode;
  sections: LegalSection[];
  eyebrow?: string;
  after?: ReactNode;
}) {
  // The article holds the hero, so its heading is the page's h1; every section has its h2.
  return (
    <article>
      <PageHero eyebrow={eyebrow} title={title} subtitle={dateLine} />
      <div className="bg-white">
        <div className="mx-auto grid w-full max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[16rem_1fr] lg:py-20">
          <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-earth-600">On this page</p>
            <ol className="mt-4 space-y-2 text-sm">
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
            <div className="text-lg text-muted">{intro}</div>
            {sections.map((section, i) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28 pt-10">
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
