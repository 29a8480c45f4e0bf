import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HTML_LANG, LANGUAGE_COOKIE, pathInLanguage, type Language } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage } from '../../lib/language';

const other = (language: Language): Language => (language === 'en' ? 'bn' : 'en');
const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers a visitor's choice of language (the offer below is then not made again). */
function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

function chosenLanguage(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
}

/**
 * The same page in the other language, named in that language. A plain link (the footer is adopted
 * as the server drew it, without its code): the shell remembers the choice when one is followed.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const to = other(language);
  return (
    <a href={pathInLanguage(pathname, to) + search} hrefLang={HTML_LANG[to]} lang={HTML_LANG[to]} data-language={to} className={className}>
      {to === 'bn' ? m.common_language_bn({}, { locale: 'bn' }) : m.common_language_en({}, { locale: 'en' })}
    </a>
  );
}

/** Remembers the language of any language switch followed on the page (one listener for all of them). */
export function useRememberLanguageSwitch() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-language]');
      const language = link?.getAttribute('data-language');
      if (language === 'en' || language === 'bn') rememberLanguage(language);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

/**
 * A small offer of the other language, never a redirect: shown after the page loads when the
 * browser's first language is the other one and the visitor has not chosen yet. Crawlers and shared
 * links get the page they asked for; the page's HTML is the same for everyone (cacheable).
 */
export function LanguageOffer() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    const first = navigator.languages?.[0]?.toLowerCase() ?? '';
    const wants: Language = first.startsWith('bn') ? 'bn' : 'en';
    setOffer(!chosenLanguage() && wants !== language);
  }, [language]);
  if (!offer) return null;
  const to = other(language);
  const say = { locale: to };
  return (
    <section aria-label={m.layout_language_offer_region({}, say)} lang={HTML_LANG[to]} className="border-b border-forest-900/10 bg-forest-50">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-2 text-sm sm:px-8">
        <p className="text-ink">{m.layout_language_offer({}, say)}</p>
        <a
          href={pathInLanguage(pathname, to) + search}
          hrefLang={HTML_LANG[to]}
          data-language={to}
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          {m.layout_language_offer_accept({}, say)}
        </a>
        <button
          type="button"
          className="rounded-md px-2 py-1 text-forest-800 hover:bg-forest-100"
          onClick={() => {
            rememberLanguage(language);
            setOffer(false);
          }}
        >
          {m.layout_language_offer_dismiss({}, say)}
        </button>
      </div>
    </section>
  );
}
