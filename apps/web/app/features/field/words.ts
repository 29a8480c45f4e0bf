import { bn } from './words-bn';
import { en, type FieldWords } from './words-en';

export const FIELD_LANGUAGES = { en, bn } as const satisfies Record<string, FieldWords>;
export type FieldLanguage = keyof typeof FIELD_LANGUAGES;
export const isFieldLanguage = (value: unknown): value is FieldLanguage => value === 'en' || value === 'bn';
export type { FieldWords };
