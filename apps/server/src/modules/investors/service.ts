import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  API_PREFIX,
  countryName,
  INVESTMENT_MESSAGES,
  INVESTOR_DOCUMENT_FIELDS,
  INVESTOR_IDENTITY_FIELDS,
  INVESTOR_MESSAGES,
  INVESTOR_PROFILE_FIELD_LABELS,
  type InvestorProfileChanges,
  type InvestorProfileEvent,
  type InvestorProfileEventKind,
  type IdDocumentChecks,
  allIdChecksTicked,
  idChecksText,
  type InvestorProfileField,
  INVESTOR_STATUSES,
  investorProfileSchema,
  type InvestorProfile,
  type InvestorProfileFields,
  type InvestorStatus,
  type Pagination,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investorDocumentViews, investorProfileEvents, investorProfiles, investorStatusTotals, type InvestorProfileRow } from '../../db/schema/investments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../platform/http.ts';
import { investorMails } from './mails.ts';
import { clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail.ts';
import { afterSafeguardStep } from './safeguards.ts';
import { matchesSearch } from '../../platform/search.ts';
import { pageOffset, paginationOf, totalOf } from '../../platform/pagination.ts';

/** Investor verification: the profile an investor completes and staff verify or reject. */

type Owner = Pick<UserRow, 'id' | 'name' | 'email' | 'language'>;

/** The investor as their mails name them, read at the time (the address may have changed since sign-in). */
export async function ownerOf(db: Db, userId: string): Promise<Owner | undefined> {
  const [owner] = await db.select({ id: users.id, name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  return owner;
}

const idDocumentPath = (userId: string) => `${API_PREFIX}/investors/${userId}/id-document`;
/** How staff are shown the document: a PDF in a frame, a JPEG or PNG as an image. */
const documentTypeOf = (key: string) => (key.endsWith('.pdf') ? ('pdf' as const) : ('image' as const));

export function toInvestorProfile(
  owner: Pick<Owner, 'id' | 'name' | 'email'>,
  row: InvestorProfileRow | undefined,
  options: { staff?: boolean } = {},
): InvestorProfile {
  return {
    userId: owner.id,
    name: owner.name,
    email: owner.email,
    status: row?.status ?? 'not_submitted',
    rejectionReason: row?.status === 'rejected' ? (row.rejectionReason ?? null) : null,
    legalName: row?.legalName ?? null,
    dateOfBirth: row?.dateOfBirth ?? null,
    // Shown as the list's name when the stored text is one of its forms (profiles from before the list).
    country: countryName(row?.country) ?? row?.country ?? null,
    addressLine1: row?.addressLine1 ?? null,
    addressLine2: row?.addressLine2 ?? null,
    city: row?.city ?? null,
    postcode: row?.postcode ?? null,
    phone: row?.phone ?? null,
    customerType: row?.customerType ?? 'individual',
    companyName: row?.companyName ?? null,
    vatNumber: row?.vatNumber ?? null,
    idNumber: row?.idNumber ?? null,
    sourceOfFunds: row?.sourceOfFunds ?? null,
    sourceOfFundsDetails: row?.sourceOfFundsDetails ?? null,
    idDocument:
      row?.idDocumentKey && row.idDocumentName && row.idDocumentUploadedAt
        ? { name: row.idDocumentName, uploadedAt: row.idDocumentUploadedAt.toISOString() }
        : null,
    ...(options.staff
      ? {
          idDocumentUrl: row?.idDocumentKey ? idDocumentPath(owner.id) : null,
          idDocumentType: row?.idDocumentKey ? documentTypeOf(row.idDocumentKey) : null,
        }
      : {}),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    reviewedBy: options.staff ? (row?.reviewedBy ?? null) : null,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
    suspensionReason: row?.status === 'suspended' ? (row.suspensionReason ?? null) : null,
    suspendedAt: row?.status === 'suspended' ? (row.suspendedAt?.toISOString() ?? null) : null,
    newDocumentRequired: row?.newDocumentRequired ?? false,
  };
}

// ------------------------------------------------------------------ verification history

type ProfileSnapshot = Record<string, string | null>;

/** The reviewed fields of a profile as text, to compare one review with the next. */
function snapshotOf(row: InvestorProfileRow): ProfileSnapshot {
  return Object.fromEntries(
    (Object.keys(INVESTOR_PROFILE_FIELD_LABELS) as InvestorProfileField[]).map((field) => [field, row[field] === null ? null : String(row[field])]),
  );
}

function changesBetween(before: ProfileSnapshot, after: ProfileSnapshot): InvestorProfileChanges {
  const changes: InvestorProfileChanges = {};
  for (const field of Object.keys(INVESTOR_PROFILE_FIELD_LABELS) as InvestorProfileField[]) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (was !== now) changes[field] = { before: was, after: now };
  }
  return changes;
}

/**
 * Records a step of the review with what changed since the last verify or reject (nothing before
 * the first review: there is no earlier state to compare with).
 */
async function recordProfileEvent(
  db: Db,
  row: InvestorProfileRow,
  kind: InvestorProfileEventKind,
  details: { reason?: string | null; actorName?: string | null; checks?: IdDocumentChecks | null; note?: string | null } = {},
) {
  const snapshot = snapshotOf(row);
  let changes: InvestorProfileChanges = {};
  if (kind === 'submitted' || kind === 'verified' || kind === 'rejected') {
    const [lastReview] = await db
      .select({ snapshot: investorProfileEvents.snapshot })
      .from(investorProfileEvents)
      .where(and(eq(investorProfileEvents.userId, row.userId), inArray(investorProfileEvents.kind, ['verified', 'rejected'])))
      .orderBy(desc(investorProfileEvents.createdAt))
      .limit(1);
    if (lastReview) changes = changesBetween(lastReview.snapshot, snapshot);
  }
  await db.insert(investorProfileEvents).values({
    userId: row.userId,
    kind,
    snapshot,
    changes,
    reason: details.reason ?? null,
    checks: details.checks ?? null,
    note: details.note ?? null,
    actorName: details.actorName ?? null,
  });
}

/** The verification history for staff, newest first. */
/** The staff review of an investor after a decision: the profile as staff see it, with its history. */
export async function investorReview(db: Db, owner: Owner, row: InvestorProfileRow | undefined) {
  return { ...toInvestorProfile(owner, row, { staff: true }), history: await profileHistory(db, owner.id) };
}

export async function profileHistory(db: Db, userId: string): Promise<InvestorProfileEvent[]> {
  const rows = await db
    .select()
    .from(investorProfileEvents)
    .where(eq(investorProfileEvents.userId, userId))
    .orderBy(desc(investorProfileEvents.createdAt), desc(investorProfileEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    changes: row.changes,
    reason: row.reason,
    checks: row.checks ?? null,
    note: row.note ?? null,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findProfile(db: Db, userId: string): Promise<InvestorProfileRow | undefined> {
  const [row] = await db.select().from(investorProfiles).where(eq(investorProfiles.userId, userId));
  return row;
}

/**
 * Saves the investor's fields. A profile waiting for review stays waiting; a verified profile whose
 * identity changes goes back to review (pending), unless the change is to what the ID document shows
 * (name, date of birth, ID number): then a new document must be uploaded and the profile submitted
 * again. A rejected profile can be corrected and resubmitted.
 */
export async function saveProfile(db: Db, userId: string, fields: InvestorProfileFields) {
  const before = await findProfile(db, userId);
  // Individuals keep no company details, whatever the form sent: compare what is stored.
  const stored = {
    ...fields,
    companyName: fields.customerType === 'business' ? fields.companyName : null,
    vatNumber: fields.customerType === 'business' ? fields.vatNumber : null,
  };
  const changed = (keys: readonly (keyof typeof stored)[]) =>
    before?.status === 'verified' && keys.some((key) => (before[key] ?? null) !== (stored[key] ?? null));
  const newDocument = changed(INVESTOR_DOCUMENT_FIELDS);
  const identityChanged = !newDocument && changed(INVESTOR_IDENTITY_FIELDS);
  const values = {
    ...stored,
    updatedAt: new Date(),
    ...(identityChanged ? { status: 'pending' as const, submittedAt: new Date(), reviewedAt: null, reviewedBy: null } : {}),
    ...(newDocument ? { status: 'not_submitted' as const, newDocumentRequired: true, reviewedAt: null, reviewedBy: null } : {}),
  };
  const [row] = await db
    .insert(investorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: investorProfiles.userId, set: values })
    .returning();
  return { row: row!, before, identityChanged, newDocument };
}

export async function setIdDocument(db: Db, userId: string, key: string, name: string) {
  const before = await findProfile(db, userId);
  const backToReview = before?.status === 'verified';
  const values = {
    idDocumentKey: key,
    idDocumentName: name.slice(0, 200),
    idDocumentUploadedAt: new Date(),
    updatedAt: new Date(),
    newDocumentRequired: false,
    // A new identity document on a verified profile needs a new check too.
    ...(backToReview ? { status: 'pending' as const, submittedAt: new Date(), reviewedAt: null, reviewedBy: null } : {}),
  };
  const [row] = await db
    .insert(investorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: investorProfiles.userId, set: values })
    .returning();
  return { row: row!, previousKey: before?.idDocumentKey ?? null, backToReview };
}

/** Sends a complete profile for review. */
export async function submitProfile(db: Db, userId: string) {
  const row = await findProfile(db, userId);
  if (row?.status === 'pending') throw conflict(INVESTOR_MESSAGES.alreadyPending);
  if (row?.status === 'verified') throw conflict(INVESTOR_MESSAGES.alreadyVerified);
  if (row?.status === 'suspended') throw conflict(INVESTMENT_MESSAGES.suspended);
  if (row?.newDocumentRequired) throw badRequest(INVESTOR_MESSAGES.newDocumentRequired, { document: INVESTOR_MESSAGES.newDocumentRequired });
  const complete = row && investorProfileSchema.safeParse(row).success && row.idDocumentKey;
  if (!row || !complete) throw badRequest(INVESTOR_MESSAGES.incomplete);
  const [updated] = await db
    .update(investorProfiles)
    .set({ status: 'pending', submittedAt: new Date(), rejectionReason: null, updatedAt: new Date() })
    .where(eq(investorProfiles.userId, userId))
    .returning();
  return updated!;
}

export async function reviewProfile(db: Db, userId: string, decision: 'verified' | 'rejected', reason: string | null, reviewer: string) {
  const [updated] = await db
    .update(investorProfiles)
    .set({ status: decision, rejectionReason: decision === 'rejected' ? reason : null, reviewedAt: new Date(), reviewedBy: reviewer, updatedAt: new Date() })
    .where(and(eq(investorProfiles.userId, userId), eq(investorProfiles.status, 'pending')))
    .returning();
  return updated;
}

export type InvestorFilter = { status?: InvestorStatus; search?: string; page: number; limit: number };

export async function listProfiles(
  db: Db,
  filter: InvestorFilter,
): Promise<{ data: InvestorProfile[]; pagination: Pagination; counts: Record<InvestorStatus, number> }> {
  const where: SQL[] = [sql`${investorProfiles.status} <> 'not_submitted'`];
  if (filter.status) where.push(eq(investorProfiles.status, filter.status));
  // The user's name and email are read from the profile's own copies (0460): the search is on one table.
  if (filter.search) where.push(matchesSearch(filter.search, [investorProfiles.legalName, investorProfiles.investorName, investorProfiles.investorEmail]));
  const condition = and(...where);
  const [rows, kept] = await Promise.all([
    db
      .select({ profile: investorProfiles, user: { id: users.id, name: users.name, email: users.email } })
      .from(investorProfiles)
      .innerJoin(users, eq(users.id, investorProfiles.userId))
      .where(condition)
      .orderBy(desc(investorProfiles.submittedAt), desc(investorProfiles.userId))
      .limit(filter.limit)
      .offset(pageOffset(filter)),
    db.select().from(investorStatusTotals),
  ]);
  const counts = Object.fromEntries(INVESTOR_STATUSES.map((status) => [status, 0])) as Record<InvestorStatus, number>;
  for (const row of kept) if (row.status in counts) counts[row.status] = Number(row.count);
  // Unsearched, the list is every profile in the listed statuses, so the kept counts are its total.
  const total = filter.search
    ? await totalOf(
        db,
        filter,
        rows.length,
        // Every profile has its user (a foreign key), and the search reads the profile alone: no join to count.
        db.select({ id: investorProfiles.userId }).from(investorProfiles).where(condition),
      )
    : INVESTOR_STATUSES.filter((status) => status !== 'not_submitted' && (!filter.status || status === filter.status)).reduce(
        (sum, status) => sum + counts[status],
        0,
      );
  return {
    data: rows.map(({ profile, user }) => toInvestorProfile(user, profile, { staff: true })),
    pagination: paginationOf(filter, total),
    counts,
  };
}

/*
 * One unit of work per step of the review: the write, its activity entry and its mails commit in
 * one transaction, so staff are never told of a profile that was not saved, nor the investor of a
 * decision that was not kept.
 */
/** The investor saves their profile; a change of identity sends it back to review and tells staff. */
export async function saveOwnProfile(deps: Deps, investor: SignedInActor, fields: InvestorProfileFields) {
  return work(deps, investor, async (uow) => {
    const saved = await saveProfile(uow.tx, investor.id, fields);
    if (saved.identityChanged) {
      await recordProfileEvent(uow.tx, saved.row, 'submitted');
      await investorMails.profileSubmitted(uow, { name: investor.name, userId: investor.id });
    }
    return saved;
  });
}

/** The investor's ID document is recorded; a replacement sends a verified profile back to review. */
export async function setOwnIdDocument(deps: Deps, investor: SignedInActor, key: string, name: string) {
  return work(deps, investor, async (uow) => {
    const saved = await setIdDocument(uow.tx, investor.id, key, name);
    if (saved.backToReview) {
      await recordProfileEvent(uow.tx, saved.row, 'submitted');
      await investorMails.profileSubmitted(uow, { name: investor.name, userId: investor.id });
    }
    return saved;
  });
}

/** The investor submits their profile for review, and staff are told. */
export async function submitOwnProfile(deps: Deps, investor: SignedInActor) {
  return work(deps, investor, async (uow) => {
    const row = await submitProfile(uow.tx, investor.id);
    await recordProfileEvent(uow.tx, row, 'submitted');
    await investorMails.profileSubmitted(uow, { name: investor.name, userId: investor.id });
    return row;
  });
}

// ------------------------------------------------------------------ the ID document, opened

/** Whether `viewerId` has opened the document stored under `key` for this investor. */
export async function documentOpenedBy(db: Db, userId: string, key: string | null | undefined, viewerId: string): Promise<boolean> {
  if (!key) return false;
  const [view] = await db
    .select({ id: investorDocumentViews.id })
    .from(investorDocumentViews)
    .where(and(eq(investorDocumentViews.userId, userId), eq(investorDocumentViews.documentKey, key), eq(investorDocumentViews.viewedBy, viewerId)))
    .limit(1);
  return Boolean(view);
}

/**
 * Staff open an investor's ID document: the opening is recorded (who, which document, when) before
 * the document is served, so a verify can require it. Answers the document's key and name.
 */
export async function openIdDocument(deps: Deps, actor: SignedInActor, userId: string) {
  return work(deps, actor, async ({ tx }) => {
    const row = await findProfile(tx, userId);
    if (!row?.idDocumentKey || !row.idDocumentName) throw notFound(INVESTOR_MESSAGES.documentNotFound);
    await tx.insert(investorDocumentViews).values({ userId, documentKey: row.idDocumentKey, viewedBy: actor.id });
    return { key: row.idDocumentKey, name: row.idDocumentName };
  });
}

/** The staff review of an investor as `viewerId` sees it: the profile, whether they opened its document, the history. */
export async function investorReviewFor(db: Db, owner: Owner, row: InvestorProfileRow | undefined, viewerId: string) {
  return { ...(await investorReview(db, owner, row)), idDocumentOpened: await documentOpenedBy(db, owner.id, row?.idDocumentKey, viewerId) };
}

export type ProfileDecision = {
  decision: 'verified' | 'rejected';
  reason: string | null;
  /** The ID document checklist; a verify has every check ticked (the contract's schema refuses it otherwise). */
  checks?: IdDocumentChecks | null;
  note?: string | null;
};

/**
 * Staff verify or reject a submitted profile: the decision with the checklist and note, its log entry
 * and the investor's mail. A verify is refused unless the staff member opened the current document.
 */
export async function decideProfile(deps: Deps, actor: SignedInActor, userId: string, { decision, reason, checks = null, note = null }: ProfileDecision) {
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const owner = await ownerOf(tx, userId);
    const before = owner ? await findProfile(tx, userId) : undefined;
    if (!owner || !before) throw notFound(INVESTOR_MESSAGES.notFound);
    if (before.status !== 'pending') throw conflict(INVESTOR_MESSAGES.notSubmitted);
    if (decision === 'verified') {
      if (!allIdChecksTicked(checks)) throw badRequest(INVESTOR_MESSAGES.checksRequired, { checks: INVESTOR_MESSAGES.checksRequired });
      if (!(await documentOpenedBy(tx, userId, before.idDocumentKey, actor.id))) throw conflict(INVESTOR_MESSAGES.documentNotOpened);
    }
    const reviewed = await reviewProfile(tx, userId, decision, reason, actor.name);
    if (!reviewed) throw conflict(INVESTOR_MESSAGES.notSubmitted);
    await recordProfileEvent(tx, reviewed, decision, { reason, actorName: actor.name, checks, note });
    await uow.activity({
      action: 'status',
      entity: 'investor',
      entityId: userId,
      summary: decision === 'verified' ? `Verified investor ${owner.name}` : `Rejected investor profile of ${owner.name}`,
      changes: {
        before: { status: before.status },
        after: { status: decision, ...(checks ? { checks: idChecksText(checks) } : {}), ...(note ? { note } : {}) },
      },
    });
    if (decision === 'verified') {
      await investorMails.verified(uow, owner);
      await afterSafeguardStep(uow, owner, clock.now());
    } else await investorMails.rejected(uow, owner, reason!);
    return { owner, row: reviewed };
  });
}

/** A staff move between verified and suspended, as suspendInvestor and reinstateInvestor make it. */
type SuspensionMove = {
  from: 'verified' | 'suspended';
  set: { status: 'verified' | 'suspended'; suspensionReason: string | null; suspendedAt: Date | null };
  /** The 409 message when the profile is not in `from`. */
  refused: string;
  event: 'suspended' | 'reinstated';
  reason?: string;
  summary: (name: string) => string;
  mail: (mailer: Mailer, owner: Owner) => Promise<unknown>;
};

/** The status, the history step, the log entry and the investor's mail of a suspension move commit together. */
async function moveSuspension(deps: Deps, actor: SignedInActor, userId: string, move: SuspensionMove) {
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const owner = await ownerOf(tx, userId);
    const before = owner ? await findProfile(tx, userId) : undefined;
    if (!owner || !before) throw notFound(INVESTOR_MESSAGES.notFound);
    const [moved] = await tx
      .update(investorProfiles)
      .set({ ...move.set, updatedAt: new Date() })
      .where(and(eq(investorProfiles.userId, userId), eq(investorProfiles.status, move.from)))
      .returning();
    if (!moved) throw conflict(move.refused);
    await recordProfileEvent(tx, moved, move.event, { reason: move.reason, actorName: actor.name });
    await uow.activity({
      action: 'status',
      entity: 'investor',
      entityId: userId,
      summary: move.summary(owner.name),
      changes: { before: { status: before.status }, after: { status: move.set.status, ...(move.reason ? { reason: move.reason } : {}) } },
    });
    await move.mail(uow, owner);
    return { owner, row: moved };
  });
}

/** Staff suspend a verified investor: no new requests until reinstated; the investor is mailed the reason. */
export const suspendInvestor = (deps: Deps, actor: SignedInActor, userId: string, reason: string) =>
  moveSuspension(deps, actor, userId, {
    from: 'verified',
    set: { status: 'suspended', suspensionReason: reason, suspendedAt: new Date() },
    refused: INVESTOR_MESSAGES.notVerifiedToSuspend,
    event: 'suspended',
    reason,
    summary: (name) => `Suspended investor ${name}`,
    mail: (mailer, owner) => investorMails.suspended(mailer, owner, reason),
  });

/** Staff lift a suspension: the investor is verified again and told. */
export const reinstateInvestor = (deps: Deps, actor: SignedInActor, userId: string) =>
  moveSuspension(deps, actor, userId, {
    from: 'suspended',
    set: { status: 'verified', suspensionReason: null, suspendedAt: null },
    refused: INVESTOR_MESSAGES.notSuspended,
    event: 'reinstated',
    summary: (name) => `Reinstated investor ${name}`,
    mail: investorMails.reinstated,
  });
