import type { Faq } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Loaded } from './data';
import { useLanguage } from '../../lib/language';
import { Deferred, SectionEmpty, SectionError } from './Deferred';
import { FaqAccordion } from './FaqAccordion';

/** The FAQ list with its loading, error and empty states (public-site.md §4, §8). */
export function FaqList({ faqs }: { faqs: Promise<Loaded<Faq[]>> | Loaded<Faq[]> }) {
  const say = { locale: useLanguage() };
  return (
    <Deferred resolve={faqs} loading={m.public_faq_loading({}, say)} fallbackError={m.public_faq_error({}, say)}>
      {(loaded) =>
        loaded.error !== null ? (
          <SectionError>{m.public_faq_error_detail({ error: loaded.error }, say)}</SectionError>
        ) : loaded.data.length === 0 ? (
          <SectionEmpty>{m.public_faq_empty({}, say)}</SectionEmpty>
        ) : (
          <FaqAccordion faqs={loaded.data} />
        )
      }
    </Deferred>
  );
}
