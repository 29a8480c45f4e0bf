import { useCallback, useEffect, useMemo, useState } from 'react';
import { fieldWords, isFieldLanguage, type FieldLanguage } from './words';

/** The officer's choice stays on the phone (no account setting needed offline). */
const LANGUAGE_KEY = 'breadbasket-field-language';

/** The field app's language: Bengali until the officer picks English (field staff read Bengali first). */
export function useFieldLanguage() {
  const [language, setLanguage] = useState<FieldLanguage>('bn');
  useEffect(() => {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    if (isFieldLanguage(stored)) setLanguage(stored);
  }, []);
  const words = useMemo(() => fieldWords(language), [language]);
  useEffect(() => {
    document.documentElement.lang = words.htmlLang;
  }, [words]);
  const toggle = useCallback(() => {
    setLanguage((current) => {
      const next = current === 'bn' ? 'en' : 'bn';
      window.localStorage.setItem(LANGUAGE_KEY, next);
      return next;
    });
  }, []);
  return { words, toggle };
}
