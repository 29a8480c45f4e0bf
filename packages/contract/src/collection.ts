import { z } from 'zod';
import type { Role } from './roles.ts';
import { bengaliField, bengaliLabel, bengaliSchema, withTranslations, type Translatable } from './translations.ts';

/**
 * A content collection declared once, as Payload CMS does with a collection config and react-admin
 * with a resource: its API paths and reorder body key, who may write it, its schemas, messages and
 * image rule, and what its admin screen lists and edits. The server derives routes, service, reorder,
 * upload and activity logging from it; the back office its list/form screen, dashboard tile and
 * route guard; one test suite runs over every declaration.
 */

type Key<T> = Extract<keyof T, string>;

/** The messages of back-office.md §8: the server's answers and the screen's fallbacks. */
export type CollectionMessages = {
  added: string;
  updated: string;
  deleted: string;
  reordered?: string;
  notFound: string;
  fetchFailed: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  reorderFailed?: string;
  /** Shown when a save fails on the server's side rather than the input's. */
  saveFailed?: string;
};

export type FieldOption = { value: string | number; label: string };

export type FormField<Input> = {
  name: Key<Input>;
  label: string;
  /** text (default), textarea, url, number, amount (money, step 50), select, choice (buttons), checkbox or tags (comma text). */
  kind?: 'text' | 'textarea' | 'url' | 'number' | 'amount' | 'select' | 'choice' | 'checkbox' | 'tags';
  required?: boolean;
  hint?: string;
  placeholder?: string;
  rows?: number;
  /** Typing stops at this length and a counter shows. */
  maxLength?: number;
  options?: readonly FieldOption[];
  /** Shown, and sent, only while this checkbox is ticked. */
  when?: Key<Input>;
  /** The label names the unit picked in this field: "Investment amount (£)". */
  unit?: Key<Input>;
  /** On edit a blank value clears the field; other blank text means "unchanged" and is not sent. */
  clearable?: boolean;
  /** The value a new item starts with; a number field named `order` starts at the end of the list. */
  initial?: string | number | boolean;
  /** The Bengali input beside an English one (derived from the collection's `translatable`). */
  lang?: 'bn';
};
/** One form line: a field, or fields side by side on wide screens. */
export type FormRow<Input> = FormField<Input> | readonly FormField<Input>[];

/** An uploaded image: its form label, whether a new item needs one, and its size rule. */
export type ImageRule = {
  label: string;
  required: boolean;
  maxBytes: number;
  tooLargeMessage: string;
  guidance: string;
  shape: 'wide' | 'photo' | 'square';
};

/** A value shown in a list row or its expanded detail. `custom` cells come from the screen's own code. */
export type ListCell<Item> =
  | { kind: 'text' | 'paragraph' | 'date' | 'tags'; field: Key<Item>; label: string }
  | { kind: 'money'; field: Key<Item>; unit: Key<Item>; label: string; empty?: string; when?: Key<Item> }
  | { kind: 'quantity'; field: Key<Item>; unit: Key<Item>; label: string }
  | { kind: 'link'; field: Key<Item>; label: string; max: number }
  | { kind: 'flag'; field: Key<Item>; label: string; on: string; off: string; onTone: 'green' | 'gray' | 'teal'; offTone?: 'green' | 'gray' }
  | { kind: 'custom'; name: string; label: string };

/** A dropdown above the list that keeps the items whose boolean `field` equals an option's `equals`. */
export type ListFilter<Item> = {
  label: string;
  field: Key<Item>;
  options: readonly { value: string; label: string; equals?: boolean }[];
};

export type ToolCategory = 'content' | 'analytics' | 'finance' | 'people' | 'communication' | 'system';

/** The dashboard tile of back-office.md §2; its roles are the collection's. */
export type ToolTile = {
  navLabel?: string;
  description: string;
  category: ToolCategory;
  /** The action names shown on the tile; ADD, DELETE, UPDATE when not given. */
  actions?: readonly string[];
  /** Place among all tiles, in the spec's order. */
  position: number;
};

export type CollectionAdmin<Item, Input> = {
  path: string;
  title: string;
  description: string;
  /** The item in a sentence ("Search team members", "Reorder FAQ: …"); headings capitalise it. */
  one: string;
  many: string;
  /** The page's add button; the form's create button says `submitLabel` when it differs. */
  addLabel: string;
  submitLabel?: string;
  formTitle: { add: string; edit?: string };
  formNote?: string;
  wideForm?: boolean;
  searchPlaceholder?: string;
  emptyHint: string;
  deleteQuestion: string;
  /** Rows (default) or a grid of image cards dragged on both axes. */
  layout?: 'rows' | 'grid';
  itemTitle: Key<Item>;
  itemSubtitle?: readonly Key<Item>[];
  itemImage?: Key<Item>;
  columns?: readonly ListCell<Item>[];
  detail?: readonly ListCell<Item>[];
  filter?: ListFilter<Item>;
  fields: readonly FormRow<Input>[];
  tile: ToolTile;
};

export type Collection<Item extends { _id: string } = { _id: string }, Input = Record<string, unknown>> = {
  /** The server module's folder and the screen's cache key. */
  name: string;
  /** The activity log's entity and its label there. */
  entity: string;
  entityLabel: string;
  /** List and create; item paths add `/:id`. */
  path: string;
  /** Whether GET `path/:id` exists. */
  readOne: boolean;
  reorder?: { path: string; key: string };
  /** Who writes, sees the admin screen and its tile, and reads its activity. Reads are public. */
  roles: readonly Role[];
  /** One item as the API answers it (the document's and the tests' schema of every read and write). */
  view: z.ZodType<Item>;
  /** The create rule; the admin form holds its input and validates with it too. */
  schema: z.ZodType<Record<string, unknown>, Input>;
  /** The update rule: blank text means unchanged. */
  updateSchema: z.ZodType;
  /** Text fields with a Bengali version beside the English, each with its length limit (issue 50). */
  translatable?: Translatable<Key<Input>>;
  /** The translatable fields' names, in the form's order. */
  translated: readonly string[];
  /** Other names accepted for body fields (back-office.md: shortStory for short_story). */
  aliases?: Readonly<Record<string, Key<Input>>>;
  image?: ImageRule;
  /** Fields the list's search looks in, case-insensitively. */
  search: readonly Key<Item>[];
  messages: CollectionMessages;
  admin: CollectionAdmin<Item, Input>;
};

/**
 * "Updates in general: text fields are sent only when non-empty" (back-office.md §5): in an update
 * body a blank text field means "unchanged", so blanks are dropped before the field rules run.
 */
export function forUpdate<T extends z.ZodRawShape>(shape: T, keep: readonly string[] = []) {
  const partial = z.object(shape).partial();
  return z.preprocess((value) => {
    // Only a plain object is an update; anything else fails the object schema below (400).
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && v.trim() === '' && !keep.includes(key)) continue;
      out[key] = v;
    }
    return out;
  }, partial);
}

/**
 * Checks a declaration and keeps its item and input types. Without an `updateSchema`, the update
 * rule is the create rule's fields, each optional, blank text meaning unchanged except in the
 * form's clearable fields (a blank clears those). Translatable fields get their Bengali rule (in
 * both rules; a blank Bengali clears it), their Bengali view fields and a Bengali input after the
 * form line of their English one.
 */
export function defineCollection<Item extends { _id: string }, Input>(
  declaration: Omit<Collection<Item, Input>, 'updateSchema' | 'translated'> & { updateSchema?: z.ZodType },
): Collection<Item, Input> {
  let updateSchema = declaration.updateSchema;
  if (!updateSchema) {
    if (!(declaration.schema instanceof z.ZodObject))
      throw new Error(`Collection ${declaration.name}: a create rule that is not an object needs its own updateSchema`);
    const clearable = declaration.admin.fields
      .flat()
      .filter((field) => field.clearable)
      .map((field) => field.name);
    updateSchema = forUpdate(declaration.schema.shape, clearable);
  }
  const translatable: Translatable = declaration.translatable ?? {};
  const formFields = declaration.admin.fields.flat();
  const translated = formFields.map((field): string => field.name).filter((name) => name in translatable);
  if (translated.length !== Object.keys(translatable).length) throw new Error(`Collection ${declaration.name}: every translatable field needs its form field`);
  if (!translated.length) return { ...declaration, updateSchema, translated };
  const labelOf = (name: string) => formFields.find((field) => field.name === name)!.label;
  const bengali = bengaliSchema(translatable, labelOf);
  return {
    ...declaration,
    translated,
    view: withTranslations(declaration.view, translated),
    schema: z.intersection(declaration.schema, bengali) as unknown as Collection<Item, Input>['schema'],
    updateSchema: z.intersection(updateSchema, bengali),
    admin: { ...declaration.admin, fields: withBengaliInputs(declaration.admin.fields, translated) },
  };
}

/**
 * Each form line with translatable fields is followed by their Bengali inputs: a lone field and its
 * Bengali side by side, a line of several fields by a line of their Bengali ones.
 */
function withBengaliInputs<Input>(lines: readonly FormRow<Input>[], translated: readonly string[]): FormRow<Input>[] {
  const bengaliOf = (field: FormField<Input>): FormField<Input> => ({
    ...field,
    name: bengaliField(field.name) as Key<Input>,
    label: bengaliLabel(field.label),
    required: false,
    clearable: true,
    placeholder: undefined,
    hint: undefined,
    initial: undefined,
    lang: 'bn',
  });
  return lines.flatMap((line): FormRow<Input>[] => {
    const row: readonly FormField<Input>[] = Array.isArray(line) ? line : [line as FormField<Input>];
    const bengali = row.filter((field) => translated.includes(field.name)).map(bengaliOf);
    if (!bengali.length) return [line];
    if (!Array.isArray(line)) return [[line as FormField<Input>, bengali[0]!]];
    return [line, bengali];
  });
}

/** A reorder body: {<key>: [{_id, order}]}. */
const reorderItem = z.object({
  _id: z.string({ error: 'Each item needs an _id' }).min(1, { error: 'Each item needs an _id' }),
  order: z.coerce
    .number({ error: 'Each order must be a whole number of 1 or more' })
    .int({ error: 'Each order must be a whole number of 1 or more' })
    .min(1, { error: 'Each order must be a whole number of 1 or more' }),
});
const reorderList = z.array(reorderItem, { error: 'Send the new order as a list' }).min(1, { error: 'Send the new order as a list' });
export const reorderSchema = (key: string) => z.object({ [key]: reorderList });
export type ReorderItem = z.input<typeof reorderItem>;
