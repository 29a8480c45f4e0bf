/**
 * The site's two languages (issue 50). English at the unprefixed paths, Bengali under /bn: a page's
 * language is its URL, never a guess from the browser, so crawlers and shared links get what they
 * asked for. An API request's language is its Accept-Language header, which the one API client
 * sets to its page's language (`languageOfHeader`). Mails and PDFs take the account's language.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats numbers and dates with (Bengali digits and month names in bn-BD). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** `<html lang>` and hreflang of each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en-GB', bn: 'bn' };

/** The path prefix of Bengali pages. */
export const BENGALI_PREFIX = '/bn';

/** Remembers the visitor's choice in the language switch (read by the banner that offers the other language). */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/** The language of a page path: Bengali under /bn, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === BENGALI_PREFIX || pathname.startsWith(`${BENGALI_PREFIX}/`) ? 'bn' : 'en';
}

/** A path without its language prefix ('/bn/faq' -> '/faq', '/bn' -> '/'). */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'bn' ? pathname.slice(BENGALI_PREFIX.length) || '/' : pathname;
}

/** The same page in a language ('/faq', 'bn' -> '/bn/faq'; '/bn/faq', 'en' -> '/faq'); a pathname, no query. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = pathWithoutLanguage(pathname);
  if (language === 'en') return bare;
  return bare === '/' ? BENGALI_PREFIX : BENGALI_PREFIX + bare;
}

/**
 * The language an API request asks for: its Accept-Language's first choice when that is Bengali,
 * English otherwise. Split on commas and semicolons: no pattern over the header.
 */
export function languageOfHeader(acceptLanguage: string | undefined): Language {
  let best: { language: string; q: number } | undefined;
  for (const part of (acceptLanguage ?? '').slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || !(q > 0)) continue;
    if (!best || q > best.q) best = { language: tag.split('-')[0]!.toLowerCase(), q };
  }
  return best?.language === 'bn' ? 'bn' : 'en';
}
