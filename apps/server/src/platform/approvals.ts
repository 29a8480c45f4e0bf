import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, APPROVAL_KIND_LABELS, APPROVAL_MESSAGES, FOUR_EYES_ADMINS, formatDateTime, type Approval, type ApprovalKind } from '@app/contract';
import type { Db, Tx } from '../db/client.ts';
import { approvals, type ApprovalRow } from '../db/schema/platform.ts';
import { users } from '../db/schema/users.ts';
import { recordActivity, type Actor } from './activity.ts';
import { conflict, forbidden, notFound } from './http.ts';
import { sendMail, staffReplyTo, type Mailer } from './mail.ts';

/**
 * Four eyes on the actions that move money for good (issue 45): with two or more admins, closing a
 * cycle or sending a payout batch is stored as a request with its exact payload, and runs only when
 * another admin approves it. Approving is a conditional update of the pending row, so of two
 * approvals in parallel one carries the action out and the other is told it was decided. The
 * domains hold the actions; this holds the requests, their log entries and the mail to the admins.
 */

/** The page where the action's subject is, for the mail and the "Needs attention" list. */
export const approvalSubjectPath = (kind: ApprovalKind, subjectId: string) =>
  kind === 'cycle-close' ? `/admin/cycles/${subjectId}` : `/admin/ledger/payout-batches?batch=${subjectId}`;

/** The log's entity of each kind's subject: its requests sit in the subject's own history. */
const SUBJECT_ENTITY: Record<ApprovalKind, string> = { 'cycle-close': 'cycle', 'payout-batch-send': 'payout-batch' };

const activeAdmins = (except?: string | null): SQL =>
  and(inArray(users.userRole, [...ADMIN_ROLES]), eq(users.userStatus, 'active'), eq(users.isVerified, true), except ? ne(users.id, except) : undefined)!;

/** True when the site has enough admins for a second pair of eyes; with one admin the action runs at once. */
export async function secondAdminNeeded(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(activeAdmins());
  return Number(row?.n ?? 0) >= FOUR_EYES_ADMINS;
}

export const toApproval = (row: ApprovalRow): Approval => ({
  id: row.id,
  kind: row.kind,
  subjectId: row.subjectId,
  payload: row.payload,
  summary: row.summary,
  status: row.status,
  requestedBy: row.requestedBy,
  requestedByName: row.requestedByName,
  requestedAt: row.requestedAt.toISOString(),
  decidedBy: row.decidedBy,
  decidedByName: row.decidedByName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export type ApprovalRequest = { kind: ApprovalKind; subjectId: string; payload: Record<string, unknown>; summary: string };

/**
 * Stores the request (at most one waits per subject: the database's partial unique index), logs it
 * and mails the other admins, all in the caller's transaction.
 */
export async function requestApproval(mailer: { db: Tx | Db; config: Mailer['config'] }, actor: Actor, request: ApprovalRequest): Promise<Approval> {
  const [row] = await mailer.db
    .insert(approvals)
    .values({ ...request, requestedBy: actor.id!, requestedByName: actor.name ?? 'An admin' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(APPROVAL_MESSAGES.alreadyPending);
  await recordActivity(mailer.db, actor, {
    action: 'request-approval',
    entity: SUBJECT_ENTITY[request.kind],
    entityId: request.subjectId,
    summary: `Asked another admin to approve: ${request.summary}`,
  });
  await mailApprovalWaiting(mailer as Mailer, row);
  return toApproval(row);
}

/** The other active admins are told a request waits for them. */
export async function mailApprovalWaiting(mailer: Mailer, row: ApprovalRow) {
  const admins = await mailer.db.select({ name: users.name, email: users.email }).from(users).where(activeAdmins(row.requestedBy));
  const replyTo = await staffReplyTo(mailer);
  for (const admin of admins) {
    await sendMail(mailer, {
      kind: 'approval-waiting',
      to: admin.email,
      replyTo,
      subject: `Waiting for your approval: ${APPROVAL_KIND_LABELS[row.kind].toLowerCase()}`,
      content: {
        heading: 'A request waits for a second admin',
        greeting: `Hello ${admin.name},`,
        body: [
          `${row.requestedByName} asked on ${formatDateTime(row.requestedAt)} for this, which needs another admin's approval before it happens:`,
          { quote: row.summary },
          'Check the figures, then approve or reject the request. Nothing changes until you approve it.',
        ],
        button: { label: 'Review the request', url: `${mailer.config.publicUrl}${approvalSubjectPath(row.kind, row.subjectId)}` },
      },
    });
  }
}

export async function listApprovals(db: Db, query: { subjectId?: string; status?: Approval['status'] }): Promise<Approval[]> {
  const rows = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.status, query.status ?? 'pending'), query.subjectId ? eq(approvals.subjectId, query.subjectId) : undefined))
    .orderBy(asc(approvals.requestedAt), asc(approvals.id))
    .limit(100);
  return rows.map(toApproval);
}

/** Why the conditional update took no row: the request is gone, already decided, or (still pending) not the caller's to decide. */
async function refusal(tx: Tx, id: string, withdrawing: boolean) {
  const [row] = await tx.select({ status: approvals.status }).from(approvals).where(eq(approvals.id, id));
  if (!row) return notFound(APPROVAL_MESSAGES.notFound);
  if (row.status !== 'pending') return conflict(APPROVAL_MESSAGES.alreadyDecided);
  return forbidden(withdrawing ? APPROVAL_MESSAGES.notRequester : APPROVAL_MESSAGES.ownRequest);
}

/**
 * Decides a pending request by another admin than the requester: one conditional UPDATE, so only
 * one decision ever takes the row. The caller runs the action, when approved, in the same transaction.
 */
export async function decideApproval(tx: Tx, actor: Actor, id: string, decision: 'approved' | 'rejected'): Promise<ApprovalRow> {
  const [row] = await tx
    .update(approvals)
    .set({ status: decision, decidedBy: actor.id, decidedByName: actor.name, decidedAt: new Date() })
    .where(and(eq(approvals.id, id), eq(approvals.status, 'pending'), ne(approvals.requestedBy, actor.id!)))
    .returning();
  if (!row) throw await refusal(tx, id, false);
  await recordActivity(tx, actor, {
    action: decision === 'approved' ? 'approve' : 'reject',
    entity: SUBJECT_ENTITY[row.kind],
    entityId: row.subjectId,
    summary: `${decision === 'approved' ? 'Approved' : 'Rejected'} ${row.requestedByName}'s request: ${row.summary}`,
  });
  return row;
}

/** The requester takes their own pending request back. */
export async function withdrawApproval(db: Db, actor: Actor, id: string): Promise<Approval> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(approvals)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(and(eq(approvals.id, id), eq(approvals.status, 'pending'), eq(approvals.requestedBy, actor.id!)))
      .returning();
    if (!row) throw await refusal(tx, id, true);
    await recordActivity(tx, actor, {
      action: 'withdraw-approval',
      entity: SUBJECT_ENTITY[row.kind],
      entityId: row.subjectId,
      summary: `Withdrew the request: ${row.summary}`,
    });
    return toApproval(row);
  });
}

/** How the action's own log entry names both pairs of eyes. */
export const approvedBy = (row: ApprovalRow) => ` (asked by ${row.requestedByName}, approved by ${row.decidedByName ?? 'another admin'})`;
