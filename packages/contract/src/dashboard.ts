import { z } from 'zod';

/**
 * The dashboard's "Needs attention" block: what is waiting for staff, each item a count, the oldest
 * few with their age, and links to the screen that deals with it. The server defines the items
 * (one entry each) and answers only those the signed-in role may open.
 */

/** How many of the oldest waiting entries each item lists. */
export const NEEDS_ATTENTION_OLDEST = 3;
/** An investment awaiting payment for longer than this many days needs a reminder. */
export const AWAITING_PAYMENT_REMINDER_DAYS = 7;

export const needsAttentionEntryView = z.object({
  id: z.string(),
  /** What the entry is: a reference and investor, a name, a cycle. */
  label: z.string(),
  /** Since when it has been waiting (ISO timestamp or YYYY-MM-DD). */
  since: z.string(),
  /** Said instead of how long it has waited, for an entry with a day ahead (a round's closing day). */
  note: z.string().optional(),
  href: z.string(),
});

export const needsAttentionItemView = z.object({
  key: z.string(),
  title: z.string(),
  /** What staff do about it, one short sentence. */
  hint: z.string(),
  count: z.number().int(),
  /** The screen with the filter that lists them all. */
  href: z.string(),
  oldest: z.array(needsAttentionEntryView),
});
export type NeedsAttentionItem = z.infer<typeof needsAttentionItemView>;

const DAY_MS = 86_400_000;

/** "today", "1 day", "12 days": how long something has been waiting, in whole days. */
export function waitingFor(since: string, now: Date = new Date()): string {
  const start = since.length === 10 ? Date.parse(`${since}T00:00:00Z`) : Date.parse(since);
  const days = Math.max(0, Math.floor((now.getTime() - start) / DAY_MS));
  if (days === 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
