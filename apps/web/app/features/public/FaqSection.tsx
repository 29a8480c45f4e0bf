import type { Faq } from '@app/contract';
import type { Loaded } from './data';
import { Deferred, SectionEmpty, SectionError } from './Deferred';
import { FaqAccordion } from './FaqAccordion';

/** The FAQ list with its loading, error and empty states (public-site.md §4, §8). */
export function FaqList({ faqs }: { faqs: Promise<Loaded<Faq[]>> | Loaded<Faq[]> }) {
  return (
    <Deferred resolve={faqs} loading="Loading FAQs..." fallbackError="Error fetching FAQs">
      {(loaded) =>
        loaded.error !== null ? (
          <SectionError>Error loading FAQs: {loaded.error}</SectionError>
        ) : loaded.data.length === 0 ? (
          <SectionEmpty>No questions have been published yet. Ask us anything through the contact page.</SectionEmpty>
        ) : (
          <FaqAccordion faqs={loaded.data} />
        )
      }
    </Deferred>
  );
}
