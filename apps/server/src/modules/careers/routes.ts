import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_MESSAGES,
  CAREER_TEXTS,
  SITE_NAME,
  applicantEmailSchema,
  applicationNoteSchema,
  applicationStatusSchema,
  applicationsQuerySchema,
  bulkStatusSchema,
  bulkUpdatedMessage,
  careerPostSchema,
  careerPostUpdateSchema,
  careerPostsOrderSchema,
  careerPostsQuerySchema,
  hasRole,
  jobApplicationSchema,
  missingCoreFields,
  missingFieldsMessage,
  statusUpdatedMessage,
  toFieldErrors,
} from '@app/contract';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { badRequest, idParam, notFound, ok, parse } from '../../platform/http.ts';
import { enqueueMail, simpleHtml } from '../../platform/mail.ts';
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
 * GET /career/applications is paginated: query status, jobPost, search, page, limit; the answer carries `pagination`.
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
    return ok(data, 'Career posts fetched successfully');
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
    const row = await posts.createPost(app.db, values);
    await recordActivity(app.db, request, {
      action: 'create',
      entity: 'career-post',
      entityId: row.id,
      summary: `Created career post “${row.role}”`,
    });
    return reply.status(201).send(ok(await posts.postWithCounts(app.db, row), 'Career post created successfully'));
  });

  app.put('/career/posts/:id', { config: { ...staff, publicContent: true } }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    const changes = parse(careerPostUpdateSchema, request.body);
    const before = await posts.findPost(app.db, id);
    if (!before) throw notFound(POST_NOT_FOUND);
    const row = (await posts.updatePost(app.db, id, changes))!;
    const onlyToggle = Object.keys(changes).length === 1 && changes.isActive !== undefined;
    const beforeView = posts.toCareerPost(before) as unknown as Record<string, unknown>;
    const afterView = posts.toCareerPost(row) as unknown as Record<string, unknown>;
    const { before: was, after: now } = diffFields(beforeView, Object.fromEntries(Object.keys(changes).map((key) => [key, afterView[key]])));
    await recordActivity(app.db, request, {
      action: onlyToggle ? 'status' : 'update',
      entity: 'career-post',
      entityId: id,
      summary: onlyToggle
        ? `${row.isActive ? 'Activated' : 'Deactivated'} career post “${row.role}”`
        : `Updated career post “${row.role}”`,
      changes: { before: was, after: now },
    });
    const message = onlyToggle
      ? `Career post ${row.isActive ? 'activated' : 'deactivated'} successfully`
      : 'Career post updated successfully';
    return ok(await posts.postWithCounts(app.db, row), message);
  });

  app.delete('/career/posts/:id', { config: { ...staff, publicContent: true } }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    const row = await posts.deletePost(app.db, id);
    if (!row) throw notFound(POST_NOT_FOUND);
    await recordActivity(app.db, request, {
      action: 'delete',
      entity: 'career-post',
      entityId: id,
      summary: `Deleted career post “${row.role}”`,
    });
    return ok(undefined, 'Career post deleted successfully');
  });

  app.put('/career/posts-order', { config: { ...staff, publicContent: true } }, async (request) => {
    const body = parse(careerPostsOrderSchema, request.body);
    await posts.reorderPosts(app.db, body.posts);
    await recordActivity(app.db, request, {
      action: 'reorder',
      entity: 'career-post',
      summary: `Reordered ${body.posts.length} career posts`,
    });
    return ok(await posts.listPosts(app.db, { staff: true }), 'Posts order updated successfully');
  });

  app.get('/career/posts/:id/applications', { config: staff }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    if (!(await posts.findPost(app.db, id))) throw notFound(POST_NOT_FOUND);
    return ok(await applications.applicationsOfPost(app.db, id));
  });

  // ------------------------------------------------------------ public application
  app.post(
    '/career/apply',
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { resume: documentRule, coverLetter: documentRule });
      const values = parse(jobApplicationSchema, {
        fullName: single(fields.fullName),
        email: single(fields.email),
        phone: single(fields.phone),
        currentCompany: single(fields.currentCompany),
        linkedin: single(fields.linkedin),
        message: single(fields.message),
        jobPostId: single(fields.jobPostId),
      });
      if (!files.resume) throw badRequest(APPLICATION_MESSAGES.resume, { resume: APPLICATION_MESSAGES.resume });
      await submitApplication(app, values, { resume: files.resume, coverLetter: files.coverLetter });
      return reply.status(201).send(ok({ message: CAREER_TEXTS.applicationSuccess }, CAREER_TEXTS.applicationSuccess));
    },
  );

  // ------------------------------------------------------------ applications (staff)
  app.get('/career/applications', { config: staff }, async (request) => {
    const query = parse(applicationsQuerySchema, request.query);
    const { data, pagination } = await applications.listApplications(app.db, query);
    return ok(data, undefined, { pagination });
  });

  app.patch('/career/applications/bulk-status', { config: staff }, async (request) => {
    const { ids, status } = parse(bulkStatusSchema, request.body);
    const updated = await applications.setStatusBulk(app.db, ids, status);
    await recordActivity(app.db, request, {
      action: 'status',
      entity: 'job-application',
      summary: `Moved ${updated.length} application(s) to ${status}`,
      changes: { after: { status, ids: updated } },
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
    const row = (await applications.setStatus(app.db, before.id, status))!;
    await recordActivity(app.db, request, {
      action: 'status',
      entity: 'job-application',
      entityId: row.id,
      summary: `Moved ${row.fullName}'s application for “${row.jobTitle}” to ${status}`,
      changes: { before: { status: before.status }, after: { status } },
    });
    return ok(await applications.applicationDetail(app.db, row), statusUpdatedMessage(status));
  });

  app.post('/career/applications/:id/notes', { config: staff }, async (request, reply) => {
    const row = await loadApplication(request.params);
    const { text } = parse(applicationNoteSchema, request.body);
    const note = await applications.addNote(app.db, row.id, text, { id: request.user!.id, name: request.user!.name });
    await recordActivity(app.db, request, {
      action: 'create',
      entity: 'application-note',
      entityId: note.id,
      summary: `Added a note to ${row.fullName}'s application`,
    });
    return reply.status(201).send(ok(applications.toNote(note), 'Note added successfully'));
  });

  app.delete('/career/applications/:id/notes/:noteId', { config: staff }, async (request) => {
    const row = await loadApplication(request.params);
    const noteId = idParam(request.params, APPLICATION_MESSAGES.noteNotFound, 'noteId');
    const note = await applications.deleteNote(app.db, row.id, noteId);
    if (!note) throw notFound(APPLICATION_MESSAGES.noteNotFound);
    await recordActivity(app.db, request, {
      action: 'delete',
      entity: 'application-note',
      entityId: noteId,
      summary: `Deleted a note from ${row.fullName}'s application`,
      changes: { before: { text: note.text.slice(0, 200) } },
    });
    return ok(undefined, 'Note deleted successfully');
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
    const text = `${mail.message}\n\n${request.user!.name}\n${SITE_NAME}`;
    await enqueueMail(app.db, { kind: 'applicant-email', to: row.email, subject: mail.subject, text, html: simpleHtml(text) });
    const email = await applications.recordEmail(app.db, row.id, mail, { id: request.user!.id, name: request.user!.name });
    await recordActivity(app.db, request, {
      action: 'email',
      entity: 'job-application',
      entityId: row.id,
      summary: `Emailed ${row.fullName} about “${row.jobTitle}”: ${mail.subject}`,
    });
    return reply.status(201).send(ok(applications.toEmail(email), `Email sent to ${row.email}`));
  });
};

export default careers;

/** Daily: the retention period the privacy and GDPR pages promise. */
export { purgeExpiredApplications as housekeeping } from './retention.ts';
