import { eq } from 'drizzle-orm';
import {
  SHARIAH_ADVISER_MESSAGES,
  SHARIAH_CERTIFICATE_URL,
  TRUST_MESSAGES,
  TRUST_PAGE_LABELS,
  TRUST_PAGE_SLUGS,
  contentInLanguage,
  type Language,
  trustPageSchema,
  type ShariahAdviser,
  type ShariahAdviserInput,
  type TrustPage,
  type TrustPageSlug,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { shariahAdvisers, trustPages, type ShariahAdviserRow, type TrustPageRow } from '../../db/schema/cycles.ts';
import { diffFields, type Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { badRequest, notFound, parse } from '../../platform/http.ts';
import { deleteDocument, storeDocument, type ReceivedFile } from '../../platform/uploads.ts';
import { TRUST_PAGE_DEFAULTS, TRUST_PAGE_DEFAULTS_BN } from './defaults.ts';

/** /shariah and /risk: one row each once staff have saved them, the default text until then. */

const SLUGS = new Set<string>(TRUST_PAGE_SLUGS);

export function slugOf(params: unknown): TrustPageSlug {
  const slug = String((params as { slug?: unknown }).slug ?? '');
  if (!SLUGS.has(slug)) throw notFound(TRUST_MESSAGES.notFound);
  return slug as TrustPageSlug;
}

const toPage = (row: TrustPageRow, adviser: ShariahAdviser | null): TrustPage => ({
  slug: row.slug,
  title: row.title,
  intro: row.intro,
  sections: row.sections,
  adviser,
  updatedAt: row.updatedAt.toISOString(),
});

const toAdviser = (row: ShariahAdviserRow): ShariahAdviser => ({
  name: row.name,
  qualifications: row.qualifications,
  certificateReference: row.certificateReference,
  certifiedOn: row.certifiedOn,
  certificateUrl: SHARIAH_CERTIFICATE_URL,
  updatedAt: row.updatedAt.toISOString(),
});

async function findAdviser(db: Db) {
  const [row] = await db.select().from(shariahAdvisers);
  return row;
}

/**
 * The page a reader in `language` sees: in Bengali its Bengali title, introduction and sections
 * (the defaults' Bengali until staff save the page; a saved page without them falls back to English,
 * named in `fallback`).
 */
export async function readTrustPage(db: Db, slug: TrustPageSlug, language: Language): Promise<TrustPage> {
  const page = await getTrustPage(db, slug);
  if (language === 'en') return page;
  const [row] = await db.select().from(trustPages).where(eq(trustPages.slug, slug));
  const bengali = row ? { title: row.titleBn, intro: row.introBn, sections: row.sectionsBn?.length ? row.sectionsBn : null } : TRUST_PAGE_DEFAULTS_BN[slug];
  return contentInLanguage({ ...page, titleBn: bengali.title, introBn: bengali.intro, sectionsBn: bengali.sections }, ['title', 'intro', 'sections'], language);
}

export async function getTrustPage(db: Db, slug: TrustPageSlug): Promise<TrustPage> {
  const [[row], adviserRow] = await Promise.all([
    db.select().from(trustPages).where(eq(trustPages.slug, slug)),
    slug === 'shariah' ? findAdviser(db) : undefined,
  ]);
  const adviser = adviserRow ? toAdviser(adviserRow) : null;
  if (row) return toPage(row, adviser);
  return { slug, ...TRUST_PAGE_DEFAULTS[slug], adviser, updatedAt: new Date(0).toISOString() };
}

export async function saveTrustPage(deps: Deps, actor: Actor, slug: TrustPageSlug, body: unknown) {
  const input = parse(trustPageSchema, body);
  const before = await getTrustPage(deps.db, slug);
  const values = { ...input, updatedAt: new Date() };
  return work(deps, actor, async ({ tx, activity }) => {
    const [row] = await tx
      .insert(trustPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: trustPages.slug, set: values })
      .returning();
    const after = toPage(row!, before.adviser);
    const { updatedAt: _b, adviser: _ba, ...beforeFields } = before;
    const { updatedAt: _a, adviser: _aa, ...afterFields } = after;
    await activity({
      action: 'update',
      entity: 'trust-page',
      entityId: slug,
      summary: `Updated the ${TRUST_PAGE_LABELS[slug]} page`,
      changes: diffFields(beforeFields as Record<string, unknown>, afterFields),
    });
    return after;
  });
}

/**
 * Administrators enter (or replace) the Shariah adviser: the row and its activity entry commit in one
 * transaction. The certificate PDF is stored first and removed again if the write fails; a replaced
 * certificate is removed once the new one is committed.
 */
export async function saveAdviser(deps: Deps, actor: Actor, input: ShariahAdviserInput, certificate: ReceivedFile | undefined) {
  const before = await findAdviser(deps.db);
  if (!certificate && !before) throw badRequest(SHARIAH_ADVISER_MESSAGES.certificateRequired, { certificate: SHARIAH_ADVISER_MESSAGES.certificateRequired });
  const key = certificate ? await storeDocument(deps.storage, certificate) : null;
  const values = {
    name: input.name,
    qualifications: input.qualifications,
    certificateReference: input.certificateReference,
    certifiedOn: input.certifiedOn,
    ...(certificate && key ? { certificateKey: key, certificateName: certificate.filename.slice(0, 200) } : {}),
    updatedAt: new Date(),
  };
  let row: ShariahAdviserRow;
  try {
    row = await work(deps, actor, async ({ tx, activity }) => {
      const [saved] = await tx
        .insert(shariahAdvisers)
        .values({ id: 'current', certificateKey: '', certificateName: '', ...values })
        .onConflictDoUpdate({ target: shariahAdvisers.id, set: values })
        .returning();
      const describe = (adviser: ShariahAdviserRow | undefined): Record<string, unknown> =>
        adviser
          ? {
              name: adviser.name,
              qualifications: adviser.qualifications,
              certificateReference: adviser.certificateReference,
              certifiedOn: adviser.certifiedOn,
              certificate: adviser.certificateName,
            }
          : {};
      const changes = diffFields(describe(before), describe(saved));
      // A new upload under the same file name is still a new certificate.
      if (before && key)
        Object.assign(changes, {
          before: { ...changes.before, certificate: before.certificateName },
          after: { ...changes.after, certificate: saved!.certificateName },
        });
      await activity({
        action: before ? 'update' : 'create',
        entity: 'shariah-adviser',
        summary: before ? `Updated the Shariah adviser ${saved!.name}` : `Entered the Shariah adviser ${saved!.name}`,
        changes,
      });
      return saved!;
    });
  } catch (error) {
    await deleteDocument(deps.storage, key);
    throw error;
  }
  if (key && before && before.certificateKey !== key) await deleteDocument(deps.storage, before.certificateKey);
  return toAdviser(row);
}

/** Administrators withdraw the adviser (a lapsed or withdrawn certificate): /shariah says plainly that none is held. */
export async function removeAdviser(deps: Deps, actor: Actor) {
  const removed = await work(deps, actor, async ({ tx, activity }) => {
    const [row] = await tx.delete(shariahAdvisers).returning();
    if (!row) throw notFound(SHARIAH_ADVISER_MESSAGES.notFound);
    await activity({
      action: 'delete',
      entity: 'shariah-adviser',
      summary: `Removed the Shariah adviser ${row.name}`,
      changes: { before: { name: row.name, certificateReference: row.certificateReference, certifiedOn: row.certifiedOn } },
    });
    return row;
  });
  await deleteDocument(deps.storage, removed.certificateKey);
}

/** The stored certificate to serve, or 404 while no adviser is entered. */
export async function adviserCertificate(db: Db) {
  const row = await findAdviser(db);
  if (!row) throw notFound(SHARIAH_ADVISER_MESSAGES.notFound);
  return { key: row.certificateKey, filename: row.certificateName };
}
