import { z } from 'zod';
import { lessThanChars } from './messages.ts';
import { LANGUAGES, type Language } from './languages.ts';

/**
 * Staff-written content in two languages (issue 50): each translatable text field keeps its English
 * in the field itself and its Bengali beside it in `<field>Bn` (a nullable `<column>_bn` column; empty
 * means "not translated yet"). A collection declares its translatable fields once, with each field's
 * length limit; the Bengali columns, rules, form inputs and the "needs Bengali" count derive from that.
 */

/**
 * Content reads take their language as `?lang=bn` (English without it), not from Accept-Language:
 * public reads are cached by URL (apps/server/src/platform/public-cache.ts), so the language must be in it.
 */
export const contentLanguageQuery = z.object({
  lang: z.enum(LANGUAGES, { error: 'Language must be en or bn' }).optional(),
});

/** The query a content read in `language` adds to its path ('' for English, the default). */
export const contentLanguageSearch = (language: Language, joiner: '?' | '&' = '?') => (language === 'en' ? '' : `${joiner}lang=${language}`);

/** The translatable fields of a collection and each one's length limit (the English field's). */
export type Translatable<Field extends string = string> = Partial<Record<Field, number>>;

/** `question` -> `questionBn`; `short_story` -> `short_storyBn` (the API keeps the field's own spelling). */
export const bengaliField = (field: string) => `${field}Bn`;

/** The query of a content screen listing only the items missing a Bengali text (the dashboard links to it). */
export const NEEDS_BENGALI_PARAM = 'needs=bengali';

/** The label of a Bengali input beside its English one. */
export const bengaliLabel = (label: string) => `${label} (বাংলা)`;

/** "needs Bengali": a translatable field whose Bengali is empty. */
export const isUntranslated = (item: Record<string, unknown>, field: string) => !hasText(item[bengaliField(field)]);

/** The fields of `item` that have no Bengali yet. */
export const untranslatedFields = (item: Record<string, unknown>, fields: readonly string[]) =>
  // A field left empty in English (an optional note) has nothing to translate.
  fields.filter((field) => hasText(item[field]) && isUntranslated(item, field));

/**
 * The Bengali inputs' rule: optional, trimmed, at most the English field's length. A blank value
 * clears the translation (the field falls back to English again).
 */
export const bengaliText = (label: string, max: number) =>
  z
    .string({ error: `${bengaliLabel(label)} must be text` })
    .trim()
    .max(max, { error: lessThanChars(bengaliLabel(label), max) })
    .nullable()
    .optional();

export function bengaliSchema(fields: Translatable, labelOf: (field: string) => string) {
  return z.object(Object.fromEntries(Object.entries(fields).map(([field, max]) => [bengaliField(field), bengaliText(labelOf(field), max!)])));
}

/** A view's extra fields: the Bengali copies (staff reads) and the fields that fell back. */
export const translationFields = <F extends string>(fields: readonly F[]) => ({
  ...(Object.fromEntries(fields.map((field) => [bengaliField(field), z.string().nullable().optional()])) as Record<
    `${F}Bn`,
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >),
  fallback: z.array(z.string()).optional(),
});

/**
 * What a public read in `language` shows of an item: each translatable field in that language, English
 * where the Bengali is missing, `fallback` naming those fields (the page marks them `lang="en"`), and
 * no `<field>Bn` copies. Staff reads keep the copies as well, to edit them.
 */
export function contentInLanguage<T extends Record<string, unknown>>(
  item: T,
  fields: readonly string[],
  language: Language,
  keepBengali = false,
): T & { fallback: string[] } {
  const out: Record<string, unknown> = { ...item };
  const fallback: string[] = [];
  for (const field of fields) {
    const bengali = item[bengaliField(field)];
    if (!keepBengali) delete out[bengaliField(field)];
    if (language !== 'bn') continue;
    if (hasText(bengali)) out[field] = bengali;
    else if (hasText(item[field])) fallback.push(field);
  }
  return { ...(out as T), fallback };
}

/** A text with words in it, or a list (a career post's) with at least one item. */
const hasText = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '');

/** A collection's view with its translation fields (the declaration keeps its item type). */
export function withTranslations<S extends z.ZodType>(view: S, fields: readonly string[]): S {
  if (!(view instanceof z.ZodObject) || fields.length === 0) return view;
  return view.extend(translationFields(fields)) as unknown as S;
}
