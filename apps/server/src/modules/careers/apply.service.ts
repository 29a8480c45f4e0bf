import type { FastifyInstance } from 'fastify';
import { APPLICATION_MESSAGES, jobApplicationSchema } from '@app/contract';
import type { z } from 'zod';
import { jobApplications } from '../../db/schema/careers.ts';
import { HttpError, badRequest } from '../../platform/http.ts';
import { sendMail, staffReplyTo } from '../../platform/mail.ts';
import { careersMailContent } from './mails.ts';
import { deleteDocument, storeDocument, type ReceivedFile } from '../../platform/uploads.ts';
import { hasApplied } from './applications.service.ts';
import { findPost } from './posts.service.ts';

type Values = z.output<typeof jobApplicationSchema>;

/**
 * A job application from the public site: the post must be open, the files were already checked by
 * content and size; they are stored privately, the row inserted, and the applicant gets a confirmation
 * through the outbox. If the insert fails, the stored files are removed again.
 *
 * A second application from the same address (any case) to the same post is not refused but
 * confirmed: without `confirmDuplicate` it is answered 409 alreadyApplied with `duplicate: true`, the
 * form says so and offers to send anyway (an updated CV is a good reason), and staff see both marked
 * Duplicate. The answer does tell whoever fills in the form that the address applied; it comes
 * only after a complete application with a real CV passes every check, under the per-address limit
 * of the route, so it is no cheap lookup.
 */
export async function submitApplication(app: FastifyInstance, values: Values, files: { resume: ReceivedFile; coverLetter?: ReceivedFile }) {
  const post = await findPost(app.db, values.jobPostId);
  if (!post || !post.isActive) {
    throw badRequest(APPLICATION_MESSAGES.jobPostGone, { jobPostId: APPLICATION_MESSAGES.jobPostGone });
  }
  if (!values.confirmDuplicate && (await hasApplied(app.db, post.id, values.email))) {
    throw new HttpError(409, APPLICATION_MESSAGES.alreadyApplied, undefined, { duplicate: true });
  }
  const resumeKey = await storeDocument(app.storage, files.resume);
  const coverLetterKey = files.coverLetter ? await storeDocument(app.storage, files.coverLetter) : null;
  try {
    const [row] = await app.db
      .insert(jobApplications)
      .values({
        jobPostId: post.id,
        jobTitle: post.role,
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        currentCompany: values.currentCompany,
        linkedin: values.linkedin,
        message: values.message,
        resumeKey,
        resumeName: files.resume.filename,
        coverLetterKey,
        coverLetterName: files.coverLetter?.filename ?? null,
      })
      .returning();
    await sendMail(app, {
      kind: 'job-application-received',
      to: values.email,
      replyTo: await staffReplyTo(app),
      subject: `We received your application: ${post.role}`,
      content: careersMailContent.received(values.fullName, post.role),
    });
    return row!;
  } catch (error) {
    await deleteDocument(app.storage, resumeKey);
    await deleteDocument(app.storage, coverLetterKey);
    throw error;
  }
}
