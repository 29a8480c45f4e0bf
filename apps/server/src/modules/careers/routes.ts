import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  CAREER_POST_MESSAGES,
  CAREER_TEXTS,
  applicantEmailSchema,
  applicationNoteSchema,
  applicationStatusSchema,
  applicationsQuerySchema,
  postApplicationsQuerySchema,
  bulkStatusSchema,
  bulkUpdatedMessage,
  careerPostSchema,
  careerPostUpdateSchema,
  careerPostsOrderSchema,
  careerPostsQuerySchema,
  hasRole,
  jobApplicationSchema,
  countOf,
  missingCoreFields,
  missingFieldsMessage,
  statusUpdatedMessage,
  toFieldErrors,
} from '@app/contract';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { badRequest, idParam, notFound, ok, parse } from '../../platform/http.ts';
import { sendMail, staffReplyTo } from '../../platform/mail.ts';
import { careersMailContent } from './mails.ts';
import { readMultipart, sendDocument, type FileRule } from '../../platform/uploads.ts';
import * as applications from './applications.service.ts';
import { submitApplication } from './apply.service.ts';
import * as posts from './posts.service.ts';

/**
 * Careers API (public-site.md §7, back-office.md §7). Paths the spec leaves open, chosen here:
 * - GET   /career/posts/stats                   the four stat cards, computed on the server
 * - PATCH /career/applications/bulk-status      body { ids, status }
 * - GET   /career/applications/{id}/resume      authorised download, original file name
 * - GET   /career/applications/{id}/cover-letter
 * - POST  /career/applications/{id}/email       body { subject, message }: mail to the applicant via the outbox
 * GET /career/applications is paginated: query status, jobPost, search, duplicates, page, limit; the answer carries `pagination`.
 * POST /career/apply answers 409 (alreadyApplied, `duplicate: true`) to a second application from the
 * same address to the same post unless the form sends confirmDuplicate=true (apply.service.ts).
 */

const staff = { access: ADMIN_ROLES };
const POST_NOT_FOUND = CAREER_TEXTS.postNotFound;

const documentRule: FileRule = {
  kind: 'document',
  maxBytes: APPLICATION_FILE_MAX_BYTES,
  tooLargeMessage: APPLICATION_MESSAGES.fileTooLarge,
  wrongTypeMessage: APPLICATION_MESSAGES.fileType,
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const careers: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ posts
  app.get('/career/posts', { config: { access: 'public', publicRead: true } }, async (request) => {
    const query = parse(careerPostsQuerySchema, request.query);
    const isStaff = hasRole(request.user?.role, ADMIN_ROLES);
    const data = await posts.listPosts(app.db, { staff: isStaff, ...(isStaff ? query : {}) });
    return ok(data, CAREER_POST_MESSAGES.fetched);
  });

  app.get('/career/posts/stats', { config: staff }, async () => ok(await posts.postStats(app.db)));

  app.get('/career/posts/:id', { config: { access: 'public', publicRead: true } }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    const row = await posts.findPost(app.db, id);
    const isStaff = hasRole(request.user?.role, ADMIN_ROLES);
    if (!row || (!row.isActive && !isStaff)) throw notFound(POST_NOT_FOUND);
    return ok(isStaff ? await posts.postWithCounts(app.db, row) : posts.toCareerPost(row));
  });

  app.post('/career/posts', { config: { ...staff, publicContent: true } }, async (request, reply) => {
    const missing = missingCoreFields(request.body);
    if (missing.length) {
      const result = careerPostSchema.safeParse(request.body ?? {});
      throw badRequest(missingFieldsMessage(missing), result.success ? undefined : toFieldErrors(result.error));
    }
    const values = parse(careerPostSchema, request.body);
    const row = await app.db.transaction(async (tx) => {
      const created = await posts.createPost(tx, values);
      await recordActivity(tx, request, {
        action: 'create',
        entity: 'career-post',
        entityId: created.id,
        summary: `Created career post “${created.role}”`,
      });
      return created;
    });
    return reply.status(201).send(ok(await posts.postWithCounts(app.db, row), CAREER_POST_MESSAGES.created));
  });

  app.put('/career/posts/:id', { config: { ...staff, publicContent: true } }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    const changes = parse(careerPostUpdateSchema, request.body);
    const before = await posts.findPost(app.db, id);
    if (!before) throw notFound(POST_NOT_FOUND);
    const onlyToggle = Object.keys(changes).length === 1 && changes.isActive !== undefined;
    const row = await app.db.transaction(async (tx) => {
      const updated = (await posts.updatePost(tx, id, changes))!;
      const beforeView = posts.toCareerPost(before) as unknown as Record<string, unknown>;
      const afterView = posts.toCareerPost(updated) as unknown as Record<string, unknown>;
      const { before: was, after: now } = diffFields(beforeView, Object.fromEntries(Object.keys(changes).map((key) => [key, afterView[key]])));
      await recordActivity(tx, request, {
        action: onlyToggle ? 'status' : 'update',
        entity: 'career-post',
        entityId: id,
        summary: onlyToggle ? `${updated.isActive ? 'Activated' : 'Deactivated'} career post “${updated.role}”` : `Updated career post “${updated.role}”`,
        changes: { before: was, after: now },
      });
      return updated;
    });
    const message = onlyToggle ? CAREER_POST_MESSAGES[row.isActive ? 'activated' : 'deactivated'] : CAREER_POST_MESSAGES.updated;
    return ok(await posts.postWithCounts(app.db, row), message);
  });

  app.delete('/career/posts/:id', { config: { ...staff, publicContent: true } }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    await app.db.transaction(async (tx) => {
      const row = await posts.deletePost(tx, id);
      if (!row) throw notFound(POST_NOT_FOUND);
      await recordActivity(tx, request, {
        action: 'delete',
        entity: 'career-post',
        entityId: id,
        summary: `Deleted career post “${row.role}”`,
      });
    });
    return ok(undefined, CAREER_POST_MESSAGES.deleted);
  });

  app.put('/career/posts-order', { config: { ...staff, publicContent: true } }, async (request) => {
    const body = parse(careerPostsOrderSchema, request.body);
    await app.db.transaction(async (tx) => {
      await posts.reorderPosts(tx, body.posts);
      await recordActivity(tx, request, {
        action: 'reorder',
        entity: 'career-post',
        summary: `Reordered ${countOf(body.posts.length, { one: 'career post', other: 'career posts' })}`,
      });
    });
    return ok(await posts.listPosts(app.db, { staff: true }), CAREER_POST_MESSAGES.reordered);
  });

  app.get('/career/posts/:id/applications', { config: staff }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    const { page, limit } = parse(postApplicationsQuerySchema, request.query);
    if (!(await posts.findPost(app.db, id))) throw notFound(POST_NOT_FOUND);
    const { data, pagination } = await applications.listApplications(app.db, { jobPost: id, page, limit });
    return ok(data, undefined, { pagination });
  });

  // ------------------------------------------------------------ public application
  app.post('/career/apply', { config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' }, multipart: true } }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, { resume: documentRule, coverLetter: documentRule });
    const values = parse(jobApplicationSchema, {
      fullName: single(fields.fullName),
      email: single(fields.email),
      phone: single(fields.phone),
      currentCompany: single(fields.currentCompany),
      linkedin: single(fields.linkedin),
      message: single(fields.message),
      jobPostId: single(fields.jobPostId),
      confirmDuplicate: single(fields.confirmDuplicate),
    });
    if (!files.resume) throw badRequest(APPLICATION_MESSAGES.resume, { resume: APPLICATION_MESSAGES.resume });
    await submitApplication(app, values, { resume: files.resume, coverLetter: files.coverLetter });
    return reply.status(201).send(ok({ message: CAREER_TEXTS.applicationSuccess }, CAREER_TEXTS.applicationSuccess));
  });

  // ------------------------------------------------------------ applications (staff)
  app.get('/career/applications', { config: staff }, async (request) => {
    const query = parse(applicationsQuerySchema, request.query);
    const { data, pagination } = await applications.listApplications(app.db, query);
    return ok(data, undefined, { pagination });
  });

  app.patch('/career/applications/bulk-status', { config: staff }, async (request) => {
    const { ids, status } = parse(bulkStatusSchema, request.body);
    const updated = await app.db.transaction(async (tx) => {
      const moved = await applications.setStatusBulk(tx, ids, status);
      await recordActivity(tx, request, {
        action: 'status',
        entity: 'job-application',
        summary: `Moved ${countOf(moved.length, { one: 'application', other: 'applications' })} to ${APPLICATION_STATUS_LABELS[status]}`,
        changes: { after: { status, ids: moved } },
      });
      return moved;
    });
    return ok({ updated: updated.length, ids: updated }, bulkUpdatedMessage(updated.length, status));
  });

  const loadApplication = async (params: unknown) => {
    const id = idParam(params, APPLICATION_MESSAGES.notFound);
    const row = await applications.findApplication(app.db, id);
    if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
    return row;
  };

  app.get('/career/applications/:id', { config: staff }, async (request) => {
    const row = await loadApplication(request.params);
    return ok(await applications.applicationDetail(app.db, row));
  });

  app.patch('/career/applications/:id/status', { config: staff }, async (request) => {
    const before = await loadApplication(request.params);
    const { status } = parse(applicationStatusSchema, request.body);
    const row = await app.db.transaction(async (tx) => {
      const moved = (await applications.setStatus(tx, before.id, status))!;
      await recordActivity(tx, request, {
        action: 'status',
        entity: 'job-application',
        entityId: moved.id,
        summary: `Moved ${moved.fullName}'s application for “${moved.jobTitle}” to ${APPLICATION_STATUS_LABELS[status]}`,
        changes: { before: { status: before.status }, after: { status } },
      });
      return moved;
    });
    return ok(await applications.applicationDetail(app.db, row), statusUpdatedMessage(status));
  });

  app.post('/career/applications/:id/notes', { config: staff }, async (request, reply) => {
    const row = await loadApplication(request.params);
    const { text } = parse(applicationNoteSchema, request.body);
    const note = await app.db.transaction(async (tx) => {
      const added = await applications.addNote(tx, row.id, text, { id: request.user!.id, name: request.user!.name });
      await recordActivity(tx, request, {
        action: 'create',
        entity: 'application-note',
        entityId: added.id,
        summary: `Added a note to ${row.fullName}'s application`,
      });
      return added;
    });
    return reply.status(201).send(ok(applications.toNote(note), APPLICATION_MESSAGES.noteAdded));
  });

  app.delete('/career/applications/:id/notes/:noteId', { config: staff }, async (request) => {
    const row = await loadApplication(request.params);
    const noteId = idParam(request.params, APPLICATION_MESSAGES.noteNotFound, 'noteId');
    await app.db.transaction(async (tx) => {
      const note = await applications.deleteNote(tx, row.id, noteId);
      if (!note) throw notFound(APPLICATION_MESSAGES.noteNotFound);
      await recordActivity(tx, request, {
        action: 'delete',
        entity: 'application-note',
        entityId: noteId,
        summary: `Deleted a note from ${row.fullName}'s application`,
        changes: { before: { text: note.text.slice(0, 200) } },
      });
    });
    return ok(undefined, APPLICATION_MESSAGES.noteDeleted);
  });

  app.get('/career/applications/:id/resume', { config: staff }, async (request, reply) => {
    const row = await loadApplication(request.params);
    return sendDocument(reply, app.config.dataDir, row.resumeKey, row.resumeName);
  });

  app.get('/career/applications/:id/cover-letter', { config: staff }, async (request, reply) => {
    const row = await loadApplication(request.params);
    if (!row.coverLetterKey || !row.coverLetterName) throw notFound('This application has no cover letter');
    return sendDocument(reply, app.config.dataDir, row.coverLetterKey, row.coverLetterName);
  });

  app.post('/career/applications/:id/email', { config: staff }, async (request, reply) => {
    const row = await loadApplication(request.params);
    const mail = parse(applicantEmailSchema, request.body);
    const replyTo = await staffReplyTo(app);
    const email = await app.db.transaction(async (tx) => {
      await sendMail(
        { db: tx, config: app.config },
        {
          kind: 'applicant-email',
          to: row.email,
          replyTo,
          subject: mail.subject,
          content: careersMailContent.fromStaff(mail.subject, mail.message, request.user!.name),
        },
      );
      const sent = await applications.recordEmail(tx, row.id, mail, { id: request.user!.id, name: request.user!.name });
      await recordActivity(tx, request, {
        action: 'email',
        entity: 'job-application',
        entityId: row.id,
        summary: `Emailed ${row.fullName} about “${row.jobTitle}”: ${mail.subject}`,
      });
      return sent;
    });
    return reply.status(201).send(ok(applications.toEmail(email), APPLICATION_MESSAGES.emailSent(row.email)));
  });
};

export default careers;

/** Daily: the retention period the privacy and GDPR pages promise. */
export { purgeExpiredApplications as housekeeping } from './retention.ts';
