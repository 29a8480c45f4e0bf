import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { TRUST_MESSAGES, TRUST_PAGE_LABELS, TRUST_PAGE_SLUGS, trustPageSchema, type TrustPage, type TrustPageSlug } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { trustPages, type TrustPageRow } from '../../db/schema/cycles.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { TRUST_PAGE_DEFAULTS } from './defaults.ts';

/** /shariah and /risk: one row each once staff have saved them, the default text until then. */

const SLUGS = new Set<string>(TRUST_PAGE_SLUGS);

export function slugOf(params: unknown): TrustPageSlug {
  const slug = String((params as { slug?: unknown }).slug ?? '');
  if (!SLUGS.has(slug)) throw notFound(TRUST_MESSAGES.notFound);
  return slug as TrustPageSlug;
}

const toPage = (row: TrustPageRow): TrustPage => ({
  slug: row.slug,
  title: row.title,
  intro: row.intro,
  sections: row.sections,
  adviserName: row.adviserName,
  adviserDetails: row.adviserDetails,
  certificateReference: row.certificateReference,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getTrustPage(db: Db, slug: TrustPageSlug): Promise<TrustPage> {
  const [row] = await db.select().from(trustPages).where(eq(trustPages.slug, slug));
  if (row) return toPage(row);
  return { slug, ...TRUST_PAGE_DEFAULTS[slug], updatedAt: new Date(0).toISOString() };
}

export async function saveTrustPage(app: FastifyInstance, request: FastifyRequest, slug: TrustPageSlug, body: unknown) {
  const input = parse(trustPageSchema, body);
  const before = await getTrustPage(app.db, slug);
  const values = { ...input, updatedAt: new Date() };
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trustPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: trustPages.slug, set: values })
      .returning();
    const after = toPage(row!);
    const { updatedAt: _b, ...beforeFields } = before;
    const { updatedAt: _a, ...afterFields } = after;
    await recordActivity(tx, request, {
      action: 'update',
      entity: 'trust-page',
      entityId: slug,
      summary: `Updated the ${TRUST_PAGE_LABELS[slug]} page`,
      changes: diffFields(beforeFields as Record<string, unknown>, afterFields),
    });
    return after;
  });
}
