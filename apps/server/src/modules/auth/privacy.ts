import { and, count, desc, eq, ne } from 'drizzle-orm';
import { AUTH_MESSAGES as M, INVESTMENT_MESSAGES, type SessionView } from '@app/contract';
import { authSessions } from '../../db/schema/auth.ts';
import { jobApplications } from '../../db/schema/careers.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { workPlanCheckIns, workPlans } from '../../db/schema/work-plans.ts';
import { badRequest, conflict, notFound } from '../../platform/http.ts';
import { exportOwnInvestments, hasOpenInvestments } from '../investments/privacy.ts';
import { safeguardRecord } from '../investors/safeguards.ts';
import { findProfile, toInvestorProfile } from '../investors/service.ts';
import { payoutAccountHistory } from '../payouts/service.ts';
import type { Db } from '../../db/client.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import type { Deps } from '../../platform/unit-of-work.ts';
import { removeUser } from './admin.ts';
import { describeUserAgent } from './device.ts';
import { verifyPassword } from './passwords.ts';
import { ownAccount } from './service.ts';
import { activeSessions, revokeAllSessions, revokeSession } from './sessions.ts';
import { isTwoFactorEnabled } from './two-factor.ts';
import { toUserView } from './view.ts';

/** GET /auth/sessions: the user's live sign-ins, the current one flagged. */
export async function listSessions(db: Db, userId: string, currentSessionId: string | null): Promise<SessionView[]> {
  const rows = await activeSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    rememberMe: row.rememberMe,
    current: row.id === currentSessionId,
  }));
}

/**
 * DELETE /auth/sessions/{id}: only one's own. Answers whether it was the session signed in now,
 * whose cookies the handler then clears.
 */
export async function endOwnSession(db: Db, userId: string, currentSessionId: string | null, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  if (!session) throw notFound(M.sessionNotFound);
  await revokeSession(db, sessionId, 'signed-out-by-user');
  return sessionId === currentSessionId;
}

export async function endOtherSessions(db: Db, userId: string, currentSessionId: string | null) {
  return revokeAllSessions(db, userId, 'signed-out-by-user', currentSessionId);
}

/**
 * GET /auth/export-data: everything the product holds about the signed-in person (GDPR access
 * right), as one JSON document. Secrets (password hash, tokens, codes, mail bodies with links)
 * are left out; private file keys too.
 */
export async function exportData(db: Db, actor: SignedInActor) {
  const user = await ownAccount(db, actor);
  const [sessions, activity, mail, applications, messages, plans, checkIns, investorProfile, investments, payoutAccounts] = await Promise.all([
    db.select().from(authSessions).where(eq(authSessions.userId, user.id)).orderBy(desc(authSessions.createdAt)),
    db.select().from(activityLog).where(eq(activityLog.actorId, user.id)).orderBy(desc(activityLog.createdAt)),
    db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(desc(mailOutbox.createdAt)),
    db
      .select({
        id: jobApplications.id,
        jobTitle: jobApplications.jobTitle,
        fullName: jobApplications.fullName,
        email: jobApplications.email,
        phone: jobApplications.phone,
        currentCompany: jobApplications.currentCompany,
        linkedin: jobApplications.linkedin,
        message: jobApplications.message,
        resumeName: jobApplications.resumeName,
        coverLetterName: jobApplications.coverLetterName,
        status: jobApplications.status,
        submittedAt: jobApplications.submittedAt,
      })
      .from(jobApplications)
      .where(eq(jobApplications.email, user.email)),
    db.select().from(contactMessages).where(eq(contactMessages.email, user.email)),
    db.select().from(workPlans).where(eq(workPlans.employeeId, user.id)),
    db.select().from(workPlanCheckIns).where(eq(workPlanCheckIns.employeeId, user.id)),
    findProfile(db, user.id),
    exportOwnInvestments(db, user.id),
    payoutAccountHistory(db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...toUserView(user, { twoFactorEnabled: await isTwoFactorEnabled(db, user.id) }) },
    sessions: sessions.map((s) => ({
      id: s.id,
      ...describeUserAgent(s.userAgent),
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      createdAt: s.createdAt,
      lastUsedAt: s.lastUsedAt,
      expiresAt: s.expiresAt,
      revokedAt: s.revokedAt,
    })),
    activity: activity.map((a) => ({ action: a.action, entity: a.entity, entityId: a.entityId, summary: a.summary, createdAt: a.createdAt })),
    emailsSentToYou: mail,
    jobApplications: applications,
    contactMessages: messages,
    workPlans: plans,
    workPlanCheckIns: checkIns,
    investorProfile: investorProfile ? toInvestorProfile(user, investorProfile) : null,
    // The investor category and appropriateness checks as recorded (time, wording version, answers).
    investorSafeguards: await safeguardRecord(db, user.id, new Date()),
    investments,
    // Masked like on the profile: a download should not carry full account numbers.
    payoutAccounts,
  };
}

/**
 * POST /auth/delete-account: with the password. The last superAdmin cannot leave the product without
 * one. The handler clears the cookies of the account that is gone.
 */
export async function deleteOwnAccount(deps: Deps, actor: SignedInActor, password: string) {
  const user = await ownAccount(deps.db, actor);
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(M.passwordWrong, { password: M.passwordWrong });
  // Money the team still holds or owes must be settled with a person first.
  if (await hasOpenInvestments(deps.db, user.id)) throw conflict(INVESTMENT_MESSAGES.openInvestments);
  if (user.userRole === 'superAdmin') {
    const [{ others }] = (await deps.db
      .select({ others: count() })
      .from(users)
      .where(and(eq(users.userRole, 'superAdmin'), eq(users.userStatus, 'active'), ne(users.id, user.id)))) as [{ others: number }];
    if (Number(others) === 0) throw badRequest(M.lastSuperAdmin);
  }
  await removeUser(deps, actor, user, { action: 'delete', entity: 'user', entityId: user.id, summary: 'A user deleted their own account' });
}
