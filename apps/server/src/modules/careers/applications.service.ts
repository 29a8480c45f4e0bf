import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  API_PREFIX,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  countOf,
  type ApplicationEmail,
  type ApplicationNote,
  type ApplicationStatus,
  type JobApplication,
  type Pagination,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  applicationEmails,
  applicationNotes,
  jobApplications,
  type ApplicationEmailRow,
  type ApplicationNoteRow,
  type JobApplicationRow,
} from '../../db/schema/careers.ts';
import type { Actor, SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { notFound } from '../../platform/http.ts';
import { staffReplyTo } from '../../platform/mail.ts';
import { careersMailContent } from './mails.ts';
import { pageOffset, paginationOf, totalOf } from '../../platform/pagination.ts';

/** Job applications: listing with indexed filters, status changes, notes, mails to the applicant. */

const resumePath = (id: string) => `${API_PREFIX}/career/applications/${id}/resume`;
const coverLetterPath = (id: string) => `${API_PREFIX}/career/applications/${id}/cover-letter`;

function toNote(row: ApplicationNoteRow): ApplicationNote {
  return { _id: row.id, id: row.id, text: row.text, createdBy: row.createdBy, createdById: row.createdById, createdAt: row.createdAt.toISOString() };
}

function toEmail(row: ApplicationEmailRow): ApplicationEmail {
  return { _id: row.id, id: row.id, subject: row.subject, message: row.message, sentBy: row.sentBy, sentAt: row.sentAt.toISOString() };
}

function toApplication(row: JobApplicationRow, notes: ApplicationNoteRow[] = [], emails: ApplicationEmailRow[] = [], duplicates = 0): JobApplication {
  return {
    _id: row.id,
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    currentCompany: row.currentCompany,
    linkedin: row.linkedin,
    message: row.message,
    jobId: row.jobPostId,
    jobPost: row.jobPostId ? { _id: row.jobPostId, role: row.jobTitle } : null,
    jobTitle: row.jobTitle,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    resumeUrl: resumePath(row.id),
    coverLetterUrl: row.coverLetterKey ? coverLetterPath(row.id) : null,
    resumeName: row.resumeName,
    coverLetterName: row.coverLetterName,
    notes: notes.map(toNote),
    emails: emails.map(toEmail),
    duplicates,
  };
}

/**
 * The same applicant applying twice to one post: the same address in any case (the
 * (job_post_id, lower(email)) index answers both). `job_applications` is the row of the outer query.
 */
const sameApplicantElsewhere = sql`FROM job_applications other
  WHERE other.job_post_id = job_applications.job_post_id AND lower(other.email) = lower(job_applications.email) AND other.id <> job_applications.id`;
const duplicatesColumn = sql<number>`(SELECT count(*) ${sameApplicantElsewhere})`.mapWith(Number);
const withDuplicates = { ...getTableColumns(jobApplications), duplicates: duplicatesColumn };
const toListed = ({ duplicates, ...row }: JobApplicationRow & { duplicates: number }) => toApplication(row, [], [], duplicates);

/** Whether `email` (any case) has applied to the post already. */
export async function hasApplied(db: Db, jobPostId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobPostId, jobPostId), sql`lower(${jobApplications.email}) = lower(${email})`))
    .limit(1);
  return Boolean(row);
}

/**
 * Words of a search box as a prefix full-text query over name, email and job title
 * ('rah kha' finds "Rahima Khatun"). Only letters, digits and a few email characters survive,
 * and each word is quoted, so user input can never change the query's shape.
 */
/** Drops . _ @ - from both ends of a word (a loop: a trailing-class regex would be quadratic). */
function trimPunctuation(word: string) {
  const edge = (c: string | undefined) => c === '.' || c === '_' || c === '@' || c === '-';
  let start = 0;
  let end = word.length;
  while (start < end && edge(word[start])) start++;
  while (end > start && edge(word[end - 1])) end--;
  return word.slice(start, end);
}

function searchQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@._-]+/gu, ' ')
    .split(' ')
    .map(trimPunctuation)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}

export type ApplicationFilter = { status?: ApplicationStatus; jobPost?: string; search?: string; duplicates?: boolean };

function whereOf(filter: ApplicationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(jobApplications.status, filter.status));
  if (filter.jobPost) where.push(eq(jobApplications.jobPostId, filter.jobPost));
  const query = filter.search ? searchQuery(filter.search) : null;
  if (query) where.push(sql`job_applications.search_vector @@ to_tsquery('simple', ${query})`);
  else if (filter.search) where.push(sql`false`);
  if (filter.duplicates) where.push(sql`EXISTS (SELECT 1 ${sameApplicantElsewhere})`);
  return where.length ? and(...where) : undefined;
}

export async function listApplications(
  db: Db,
  filter: ApplicationFilter & { page: number; limit: number },
): Promise<{ data: JobApplication[]; pagination: Pagination }> {
  const where = whereOf(filter);
  // With a search, the full-text index finds the few matching rows and they are sorted afterwards.
  // Ordering by the bare column would tempt the planner to walk the submitted_at index backwards
  // and test every row of the table when fewer than a page match (prefix queries are estimated badly).
  const newestFirst = filter.search
    ? [sql`${jobApplications.submittedAt} + interval '0 seconds' DESC`, desc(jobApplications.id)]
    : [desc(jobApplications.submittedAt), desc(jobApplications.id)];
  const rows = await db
    .select(withDuplicates)
    .from(jobApplications)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(pageOffset(filter));
  const total = await totalOf(db, filter, rows.length, db.select({ id: jobApplications.id }).from(jobApplications).where(where));
  return {
    data: rows.map(toListed),
    pagination: paginationOf(filter, total),
  };
}

export async function findApplication(db: Db, id: string): Promise<JobApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

export async function applicationDetail(db: Db, row: JobApplicationRow): Promise<JobApplication> {
  const [notes, emails, [counted]] = await Promise.all([
    db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, row.id)).orderBy(asc(applicationNotes.createdAt)),
    db.select().from(applicationEmails).where(eq(applicationEmails.applicationId, row.id)).orderBy(asc(applicationEmails.sentAt)),
    db.select({ duplicates: duplicatesColumn }).from(jobApplications).where(eq(jobApplications.id, row.id)),
  ]);
  return toApplication(row, notes, emails, counted?.duplicates ?? 0);
}

async function loadApplication(db: Db, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  return row;
}

/** Staff move one application: the move and its activity entry in one transaction. */
export async function setStatus(deps: Deps, actor: Actor, id: string, status: ApplicationStatus): Promise<JobApplication> {
  const row = await work(deps, actor, async ({ tx, activity }) => {
    const before = await loadApplication(tx, id);
    const [moved] = await tx.update(jobApplications).set({ status, updatedAt: new Date() }).where(eq(jobApplications.id, id)).returning();
    await activity({
      action: 'status',
      entity: 'job-application',
      entityId: id,
      summary: `Moved ${moved!.fullName}'s application for “${moved!.jobTitle}” to ${APPLICATION_STATUS_LABELS[status]}`,
      changes: { before: { status: before.status }, after: { status } },
    });
    return moved!;
  });
  return applicationDetail(deps.db, row);
}

/** Staff move many applications at once; unknown ids are skipped. Answers the ids that moved. */
export async function setStatusBulk(deps: Deps, actor: Actor, ids: string[], status: ApplicationStatus): Promise<string[]> {
  return work(deps, actor, async ({ tx, activity }) => {
    const rows = await tx
      .update(jobApplications)
      .set({ status, updatedAt: new Date() })
      .where(inArray(jobApplications.id, ids))
      .returning({ id: jobApplications.id });
    const moved = rows.map((row) => row.id);
    await activity({
      action: 'status',
      entity: 'job-application',
      summary: `Moved ${countOf(moved.length, { one: 'application', other: 'applications' })} to ${APPLICATION_STATUS_LABELS[status]}`,
      changes: { after: { status, ids: moved } },
    });
    return moved;
  });
}

export async function addNote(deps: Deps, actor: SignedInActor, id: string, text: string): Promise<ApplicationNote> {
  return work(deps, actor, async ({ tx, activity }) => {
    const application = await loadApplication(tx, id);
    const [row] = await tx.insert(applicationNotes).values({ applicationId: id, text, createdById: actor.id, createdBy: actor.name }).returning();
    await activity({
      action: 'create',
      entity: 'application-note',
      entityId: row!.id,
      summary: `Added a note to ${application.fullName}'s application`,
    });
    return toNote(row!);
  });
}

export async function deleteNote(deps: Deps, actor: Actor, id: string, noteId: string) {
  await work(deps, actor, async ({ tx, activity }) => {
    const application = await loadApplication(tx, id);
    const [note] = await tx
      .delete(applicationNotes)
      .where(and(eq(applicationNotes.id, noteId), eq(applicationNotes.applicationId, id)))
      .returning();
    if (!note) throw notFound(APPLICATION_MESSAGES.noteNotFound);
    await activity({
      action: 'delete',
      entity: 'application-note',
      entityId: noteId,
      summary: `Deleted a note from ${application.fullName}'s application`,
      changes: { before: { text: note.text.slice(0, 200) } },
    });
  });
}

/**
 * Staff mail an applicant: the outbox mail (signed with their name, Reply-To the staff mailbox), the
 * copy kept on the application and the activity entry commit together or not at all.
 */
export async function emailApplicant(deps: Deps, actor: SignedInActor, id: string, mail: { subject: string; message: string }) {
  return work(deps, actor, async (uow) => {
    const application = await loadApplication(uow.tx, id);
    await uow.mail({
      kind: 'applicant-email',
      to: application.email,
      replyTo: await staffReplyTo(uow),
      subject: mail.subject,
      // Staff's own words; the layout (its footer, its lang) in the language the applicant applied in.
      language: application.language,
      content: careersMailContent.fromStaff(mail.subject, mail.message, actor.name),
    });
    const [row] = await uow.tx
      .insert(applicationEmails)
      .values({ applicationId: id, subject: mail.subject, message: mail.message, sentById: actor.id, sentBy: actor.name })
      .returning();
    await uow.activity({
      action: 'email',
      entity: 'job-application',
      entityId: id,
      summary: `Emailed ${application.fullName} about “${application.jobTitle}”: ${mail.subject}`,
    });
    return { email: toEmail(row!), to: application.email };
  });
}
