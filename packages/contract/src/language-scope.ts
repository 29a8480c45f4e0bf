/**
 * Which language a message function speaks when it is not given one (`m.x()` rather than
 * `m.x({}, { locale })`): the language of the synchronous call in `inLanguage(language, fn)`; else,
 * in the browser, the page's (its URL); else English.
 *
 * No AsyncLocalStorage: on Node 20 its first use switches async hooks on for the whole process, and
 * every request pays for them (entry.server.tsx). So a scope lasts one synchronous call (a schema's
 * parse, whose messages are made during it), and React pages pass their language explicitly
 * (`useLanguage()` in apps/web/app/lib/language.ts): renders of several requests interleave.
 */
import type { Language } from './languages.ts';
import { languageOfPath } from './languages.ts';
import { overwriteGetLocale } from './paraglide/runtime.js';

let scoped: Language | undefined;

overwriteGetLocale(() => scoped ?? (typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname)));

/** Runs `fn` with messages in `language`; `fn` must not await (the scope ends when it returns). */
export function inLanguage<T>(language: Language, fn: () => T): T {
  const before = scoped;
  scoped = language;
  try {
    return fn();
  } finally {
    scoped = before;
  }
}
