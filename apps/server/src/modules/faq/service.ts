import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, faqSchema, faqUpdateSchema, faqsOrderSchema, type Faq } from '@app/contract';
import { faqs, type FaqRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { applyReorder, byOrder, iso, nextOrder, searchFilter, withIds } from '../content-common/helpers.ts';

export const toFaq = (row: FaqRow): Faq => ({
  ...withIds(row.id),
  question: row.question,
  answer: row.answer,
  order: row.order,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

const snapshot = (row: FaqRow) => ({ question: row.question, answer: row.answer, order: row.order });
const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;

export async function listFaqs(app: FastifyInstance, search?: string) {
  const rows = await app.db
    .select()
    .from(faqs)
    .where(searchFilter(search, [faqs.question, faqs.answer]))
    .orderBy(...byOrder(faqs));
  return rows.map(toFaq);
}

async function findFaq(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.faqNotFound);
  return row;
}

export async function getFaq(app: FastifyInstance, id: string) {
  return toFaq(await findFaq(app, id));
}

export async function createFaq(app: FastifyInstance, request: FastifyRequest, body: unknown) {
  const input = parse(faqSchema, body);
  const [row] = await app.db
    .insert(faqs)
    .values({ question: input.question, answer: input.answer, order: input.order ?? (await nextOrder(app.db, faqs)) })
    .returning();
  await recordActivity(app.db, request, {
    action: 'create',
    entity: 'faq',
    entityId: row!.id,
    summary: `Added FAQ ${quote(row!.question)}`,
    changes: { after: snapshot(row!) },
  });
  return toFaq(row!);
}

export async function updateFaq(app: FastifyInstance, request: FastifyRequest, id: string, body: unknown) {
  const before = await findFaq(app, id);
  const input = parse(faqUpdateSchema, body);
  const [row] = await app.db
    .update(faqs)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'faq',
    entityId: id,
    summary: `Updated FAQ ${quote(row!.question)}`,
    changes: diffFields(snapshot(before), snapshot(row!)),
  });
  return toFaq(row!);
}

export async function deleteFaq(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findFaq(app, id);
  await app.db.delete(faqs).where(eq(faqs.id, id));
  await recordActivity(app.db, request, {
    action: 'delete',
    entity: 'faq',
    entityId: id,
    summary: `Deleted FAQ ${quote(before.question)}`,
    changes: { before: snapshot(before) },
  });
}

export async function reorderFaqs(app: FastifyInstance, request: FastifyRequest, body: unknown) {
  const input = parse(faqsOrderSchema, body);
  const ids = await applyReorder(app.db, faqs, input.faqs);
  await recordActivity(app.db, request, {
    action: 'reorder',
    entity: 'faq',
    summary: `Reordered ${ids.length} FAQs`,
    changes: { after: { order: ids } },
  });
  return listFaqs(app);
}
