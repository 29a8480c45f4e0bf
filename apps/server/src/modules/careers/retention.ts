import { sql } from 'drizzle-orm';
import { careerPosts, jobApplications } from '../../db/schema/careers.ts';
import { rowsOf } from '../../db/results.ts';
import { monthsBefore, type HousekeepingTask } from '../../platform/housekeeping.ts';
import { deleteDocument } from '../../platform/uploads.ts';

/** The privacy and GDPR pages: job applications are kept twelve months after the role closes. */
const APPLICATION_RETENTION_MONTHS = 12;

/**
 * Deletes applications, with their notes and their resume and cover letter files, twelve months
 * after the role closed: the post's deadline, or the day of applying once the post is gone.
 */
export const purgeExpiredApplications: HousekeepingTask = async (app, now) => {
  const cutoff = monthsBefore(now, APPLICATION_RETENTION_MONTHS).toISOString().slice(0, 10);
  const result = await app.db.execute(sql`
    DELETE FROM ${jobApplications} a
    USING ${jobApplications} expired LEFT JOIN ${careerPosts} p ON p.id = expired.job_post_id
    WHERE a.id = expired.id
      AND (CASE WHEN p.deadline ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN p.deadline::date ELSE expired.submitted_at::date END) < ${cutoff}::date
    RETURNING a.resume_key, a.cover_letter_key`);
  const removed = rowsOf<{ resume_key: string; cover_letter_key: string | null }>(result);
  for (const application of removed) {
    await deleteDocument(app.storage, application.resume_key);
    await deleteDocument(app.storage, application.cover_letter_key);
  }
  return removed.length;
};
