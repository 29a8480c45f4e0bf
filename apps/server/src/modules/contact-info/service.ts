import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  CONTACT_ITEM_SCHEMAS,
  CONTACT_SECTIONS,
  CONTACT_INFO_MESSAGES,
  contactInfoSchema,
  MAX_EMAILS,
  MAX_PHONES,
  type ContactInfo,
  type ContactSection,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { contactItems, type ContactItemRow } from '../../db/schema/content.ts';
import { deleteWithActivity, diffFields, type Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { badRequest, notFound, parse } from '../../platform/http.ts';
import { withIds } from '../content-common/helpers.ts';

/** Contact details: five lists kept as rows of one table, one `section` each. */

export const SECTION_LABELS: Record<ContactSection, string> = {
  phones: 'Phone number',
  emails: 'Email address',
  offices: 'Office address',
  socials: 'Social media link',
  companyInfo: 'Company information',
};

/** A Map, so a client-named segment such as `__proto__` or `toString` finds nothing. */
const SECTION_BY_SEGMENT = new Map<string, ContactSection>(Object.entries(CONTACT_SECTIONS).map(([key, segment]) => [segment, key as ContactSection]));

export function sectionOf(segment: string): ContactSection {
  const section = SECTION_BY_SEGMENT.get(segment);
  if (!section) throw notFound('Not found');
  return section;
}

const LIMITS: Partial<Record<ContactSection, { max: number; message: string }>> = {
  phones: { max: MAX_PHONES, message: CONTACT_INFO_MESSAGES.maxPhones },
  emails: { max: MAX_EMAILS, message: CONTACT_INFO_MESSAGES.maxEmails },
};

type ItemValues = Pick<ContactItemRow, 'title' | 'value' | 'display' | 'platform'>;

/** API item (entity fields of back-office.md §3) from a row. */
function toItem(row: ContactItemRow) {
  const ids = withIds(row.id);
  switch (row.section) {
    case 'phones':
      return { ...ids, title: row.title, number: row.value, displayNumber: row.display || row.value };
    case 'emails':
      return { ...ids, title: row.title, address: row.value, displayAddress: row.display || row.value };
    case 'offices':
      return { ...ids, title: row.title, address: row.value };
    case 'socials':
      return { ...ids, platform: row.platform ?? 'Other', link: row.value, icon: (row.platform ?? 'link').toLowerCase() };
    case 'companyInfo':
      return { ...ids, title: row.title, content: row.value };
  }
}

/** Validated item input -> row values; display texts default to the number/address. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section's input was validated by its own contract schema; the switch reads that shape
function toValues(section: ContactSection, input: Record<string, any>): ItemValues {
  switch (section) {
    case 'phones':
      return { title: input.title, value: input.number, display: input.displayNumber?.trim() || input.number, platform: null };
    case 'emails':
      return { title: input.title, value: input.address, display: input.displayAddress?.trim() || input.address, platform: null };
    case 'offices':
      return { title: input.title, value: input.address, display: null, platform: null };
    case 'socials':
      return { title: input.platform, value: input.link, display: null, platform: input.platform };
    case 'companyInfo':
      return { title: input.title, value: input.content, display: null, platform: null };
  }
}

export async function getContactInfo(db: Db): Promise<ContactInfo> {
  const rows = await db.select().from(contactItems).orderBy(asc(contactItems.order), asc(contactItems.createdAt));
  const info: ContactInfo = { phones: [], emails: [], offices: [], socials: [], companyInfo: [], updatedAt: null };
  let latest = 0;
  for (const row of rows) {
    (info[row.section] as unknown[]).push(toItem(row));
    latest = Math.max(latest, row.updatedAt.getTime());
  }
  info.updatedAt = latest ? new Date(latest).toISOString() : null;
  return info;
}

/** PUT /contactInfo: the whole object replaces the stored lists in one transaction; known ids are kept. */
export async function replaceContactInfo(deps: Deps, actor: Actor, body: unknown) {
  const input = parse(contactInfoSchema, body);
  const before = await getContactInfo(deps.db);
  return work(deps, actor, async ({ tx, activity }) => {
    const existing = new Set((await tx.select({ id: contactItems.id }).from(contactItems)).map((row) => row.id));
    const kept = new Set<string>();
    for (const section of Object.keys(CONTACT_SECTIONS) as ContactSection[]) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in toValues
      for (const [index, item] of (input[section] as Record<string, any>[]).entries()) {
        const id = item._id || item.id;
        const values = { ...toValues(section, item), section, order: index + 1, updatedAt: new Date() };
        if (id && existing.has(id) && !kept.has(id)) {
          kept.add(id);
          await tx.update(contactItems).set(values).where(eq(contactItems.id, id));
        } else {
          await tx.insert(contactItems).values(values);
        }
      }
    }
    for (const id of existing) if (!kept.has(id)) await tx.delete(contactItems).where(eq(contactItems.id, id));
    const saved = await getContactInfo(tx);
    const { updatedAt: _b, ...beforeLists } = before;
    const { updatedAt: _a, ...afterLists } = saved;
    await activity({
      action: 'update',
      entity: 'contact-info',
      summary: 'Saved contact information',
      changes: diffFields(beforeLists as Record<string, unknown>, afterLists),
    });
    return saved;
  });
}

export async function addContactItem(deps: Deps, actor: Actor, section: ContactSection, body: unknown) {
  const input = parse(CONTACT_ITEM_SCHEMAS[section], body);
  const row = await work(deps, actor, async ({ tx, activity }) => {
    // Serialises adds to one list, so two concurrent adds cannot both pass the 5-item check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`contact_items:${section}`}))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(contactItems).where(eq(contactItems.section, section));
    const limit = LIMITS[section];
    if (limit && Number(n) >= limit.max) throw badRequest(limit.message, { [section]: limit.message });
    const [created] = await tx
      .insert(contactItems)
      .values({ ...toValues(section, input), section, order: Number(n) + 1 })
      .returning();
    await activity({
      action: 'create',
      entity: 'contact-info',
      entityId: created!.id,
      summary: `Added ${SECTION_LABELS[section].toLowerCase()} “${created!.value}”`,
      changes: { after: toItem(created!) },
    });
    return created!;
  });
  return { item: toItem(row), contactInfo: await getContactInfo(deps.db) };
}

async function findItem(db: Db, section: ContactSection, id: string) {
  const [row] = await db
    .select()
    .from(contactItems)
    .where(and(eq(contactItems.id, id), eq(contactItems.section, section)));
  if (!row) throw notFound(CONTACT_INFO_MESSAGES.contactInfoNotFound);
  return row;
}

/** Non-empty fields change; the merged item must still pass the section's rules. */
export async function updateContactItem(deps: Deps, actor: Actor, section: ContactSection, id: string, body: unknown) {
  const before = await findItem(deps.db, section, id);
  const current = toItem(before) as Record<string, unknown>;
  const changes = Object.fromEntries(
    Object.entries((body && typeof body === 'object' ? body : {}) as Record<string, unknown>).filter(
      ([key, value]) => key !== '_id' && key !== 'id' && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
  // A display text that equalled the old number/address follows a changed number/address.
  if (section === 'phones' && before.display === before.value && changes.number && !changes.displayNumber) delete current.displayNumber;
  if (section === 'emails' && before.display === before.value && changes.address && !changes.displayAddress) delete current.displayAddress;
  const input = parse(CONTACT_ITEM_SCHEMAS[section], { ...current, ...changes });
  const row = await work(deps, actor, async ({ tx, activity }) => {
    const [updated] = await tx
      .update(contactItems)
      .set({ ...toValues(section, input), updatedAt: new Date() })
      .where(eq(contactItems.id, id))
      .returning();
    if (!updated) throw notFound(CONTACT_INFO_MESSAGES.contactInfoNotFound);
    await activity({
      action: 'update',
      entity: 'contact-info',
      entityId: id,
      summary: `Updated ${SECTION_LABELS[section].toLowerCase()} “${updated.value}”`,
      changes: diffFields(current, toItem(updated) as Record<string, unknown>),
    });
    return updated;
  });
  return { item: toItem(row), contactInfo: await getContactInfo(deps.db) };
}

export async function deleteContactItem(deps: Deps, actor: Actor, section: ContactSection, id: string) {
  const before = await findItem(deps.db, section, id);
  await deleteWithActivity(deps.db, actor, contactItems, id, {
    entity: 'contact-info',
    summary: `Deleted ${SECTION_LABELS[section].toLowerCase()} “${before.value}”`,
    changes: { before: toItem(before) },
  });
  return getContactInfo(deps.db);
}
