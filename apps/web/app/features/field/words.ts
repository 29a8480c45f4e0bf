import { FIELD_MESSAGES } from '@app/contract';
import { bn } from './words-bn';
import { en, type FieldWords, type OfficerMessage } from './words-en';

export const FIELD_LANGUAGES = { en, bn } as const satisfies Record<string, FieldWords>;
export type FieldLanguage = keyof typeof FIELD_LANGUAGES;
export const isFieldLanguage = (value: unknown): value is FieldLanguage => value === 'en' || value === 'bn';
export type { FieldWords };

/** A contract message (the device's check or the server's refusal) in the officer's language; one it does not know stays as it came. */
export function inWords(words: FieldWords, message: string): string {
  const key = (Object.keys(words.messages) as OfficerMessage[]).find((name) => FIELD_MESSAGES[name] === message);
  return key ? words.messages[key] : message;
}
