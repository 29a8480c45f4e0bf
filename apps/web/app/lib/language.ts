import { useLocation } from 'react-router';
import { languageOfPath, pathInLanguage, type Language } from '@app/contract';

/**
 * The page's language, from its URL (/bn/... is Bengali). A component says its words with the
 * catalogue's message functions given this language: `m.public_x({}, { locale: language })`.
 * Always pass it: the server renders several requests' pages at once, so a message without one
 * speaks English there (packages/contract/src/language-scope.ts).
 */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Paths in the page's language: `const to = useLocalPath(); <Link to={to('/faq')}>` gives /bn/faq on a Bengali page. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathInLanguage(path, language);
}
