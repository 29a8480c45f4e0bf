import { APPLICATION_MESSAGES, inLanguage, jobApplicationSchema, type Language } from '@app/contract';
import { m } from '@app/contract/messages';
import type { z } from 'zod';
import { jobApplications } from '../../db/schema/careers.ts';
import { HttpError, badRequest } from '../../platform/http.ts';
import { staffReplyTo } from '../../platform/mail.ts';
import type { Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { careersMailContent } from './mails.ts';
import { deleteDocument, storeDocument, type ReceivedFile } from '../../platform/uploads.ts';
import { hasApplied } from './applications.service.ts';
import { findPost } from './posts.service.ts';

type Values = z.output<typeof jobApplicationSchema>;

/**
 * A job application from the public site: the post must be open, the files were already checked by
 * content and size. The files are stored privately first (a storage write cannot join the
 * transaction); then the row and the applicant's confirmation in the outbox are one unit of work, and
 * if that unit fails, the stored files are removed again, so nothing of the application is kept.
 * A public application is no staff write: it has no activity entry, like a contact message.
 *
 * A second application from the same address (any case) to the same post is not refused but
 * confirmed: without `confirmDuplicate` it is answered 409 alreadyApplied with `duplicate: true`, the
 * form says so and offers to send anyway (an updated CV is a good reason), and staff see both marked
 * Duplicate. The answer does tell whoever fills in the form that the address applied; it comes
 * only after a complete application with a real CV passes every check, under the per-address limit
 * of the route, so it is no cheap lookup.
 */
/** `language`: the page's the person applied from; the application keeps it and its mails are written in it. */
export async function submitApplication(
  deps: Deps,
  actor: Actor,
  values: Values,
  files: { resume: ReceivedFile; coverLetter?: ReceivedFile },
  language: Language = 'en',
) {
  const post = await findPost(deps.db, values.jobPostId);
  if (!post || !post.isActive) {
    throw badRequest(APPLICATION_MESSAGES.jobPostGone, { jobPostId: APPLICATION_MESSAGES.jobPostGone });
  }
  if (!values.confirmDuplicate && (await hasApplied(deps.db, post.id, values.email))) {
    throw new HttpError(409, APPLICATION_MESSAGES.alreadyApplied, undefined, { duplicate: true });
  }
  const resumeKey = await storeDocument(deps.storage, files.resume);
  const coverLetterKey = files.coverLetter ? await storeDocument(deps.storage, files.coverLetter) : null;
  try {
    return await work(deps, actor, async (uow) => {
      const [row] = await uow.tx
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
          language,
        })
        .returning();
      // The post's role as the applicant read it: its Bengali on a Bengali page when staff wrote one.
      const role = language === 'bn' && post.roleBn ? post.roleBn : post.role;
      await uow.mail({
        kind: 'job-application-received',
        to: values.email,
        replyTo: await staffReplyTo(uow),
        language,
        ...inLanguage(language, () => ({
          subject: m.mail_application_received_subject({ role }),
          content: careersMailContent.received(values.fullName, role),
        })),
      });
      return row!;
    });
  } catch (error) {
    await deleteDocument(deps.storage, resumeKey);
    await deleteDocument(deps.storage, coverLetterKey);
    throw error;
  }
}
