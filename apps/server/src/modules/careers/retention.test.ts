import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../testing/app.ts';
import { applicationNotes, careerPosts, jobApplications } from '../../db/schema/careers.ts';
import { storeDocument } from '../../platform/uploads.ts';
import { makePdf } from './sample-documents.ts';

const t = useTestApp({ roles: [] });

async function application(jobPostId: string | null, submittedAt: Date) {
  const resumeKey = await storeDocument(t.app.storage, { buffer: makePdf('CV'), ext: 'pdf' });
  const [row] = await t.app.db
    .insert(jobApplications)
    .values({
      jobPostId,
      jobTitle: 'Field Officer',
      fullName: 'Rahima Khatun',
      email: 'rahima@example.test',
      phone: '+8801711000000',
      resumeKey,
      resumeName: 'cv.pdf',
      submittedAt,
    })
    .returning();
  return row!;
}

/** Whether a private document is still in the file storage (whichever store the app uses). */
const fileKept = async (key: string) => {
  const file = await t.app.storage.get(`private/${key}`);
  file?.body.destroy();
  return file !== null;
};
const stillThere = async (id: string) => (await t.app.db.select().from(jobApplications).where(eq(jobApplications.id, id))).length === 1;

describe('job application retention (twelve months after the role closes)', () => {
  it('deletes applications, their notes and their files once the role closed over a year ago, and keeps the rest', async () => {
    const [post] = await t.app.db
      .insert(careerPosts)
      .values({
        role: 'Field Officer',
        department: 'Operations',
        location: 'Sirajganj',
        jobType: 'Full-time',
        deadline: '2026-12-31',
        shortDetails: 'x',
        applyProcedure: 'x',
      })
      .returning();
    const forPost = await application(post!.id, new Date('2026-11-01T10:00:00Z'));
    const postGone = await application(null, new Date('2026-03-01T10:00:00Z'));
    const laterPostGone = await application(null, new Date('2027-06-01T10:00:00Z'));
    await t.app.db.insert(applicationNotes).values({ applicationId: forPost.id, text: 'Strong candidate', createdBy: 'Admin' });

    // A year after the deadline to the day: still kept. The post that is gone closed when they applied.
    expect((await t.app.housekeeping.run(new Date('2027-12-31T12:00:00Z'))).careers).toBe(1);
    expect(await stillThere(forPost.id)).toBe(true);
    expect(await stillThere(postGone.id)).toBe(false);
    expect(await fileKept(postGone.resumeKey)).toBe(false);

    const removed = await t.app.housekeeping.run(new Date('2028-01-02T12:00:00Z'));
    expect(removed.careers).toBe(1);
    expect(await stillThere(forPost.id)).toBe(false);
    expect(await stillThere(laterPostGone.id)).toBe(true);
    expect(await t.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, forPost.id))).toEqual([]);
    expect(await fileKept(forPost.resumeKey)).toBe(false);
  });

  it('keeps everything a year old or less', async () => {
    const recent = await application(null, new Date());
    expect((await t.app.housekeeping.run()).careers).toBe(0);
    expect(await stillThere(recent.id)).toBe(true);
    expect(await fileKept(recent.resumeKey)).toBe(true);
  });
});
