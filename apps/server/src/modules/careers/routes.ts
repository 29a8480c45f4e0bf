import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CAREER_POST_TRANSLATED,
  contentInLanguage,
  contentLanguageQuery,
  type CareerPost,
  applicationEmailView,
  applicationNoteView,
  applicationReceivedView,
  bulkStatusResultView,
  careerPostStatsView,
  careerPostView,
  jobApplicationView,
  paginationSchema,
  ADMIN_ROLES,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_MESSAGES,
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
  inLanguage,
  jobApplicationSchema,
  missingCoreFields,
  missingFieldsMessage,
  statusUpdatedMessage,
  toFieldErrors,
} from '@app/contract';
import { actorOf, signedInActorOf } from '../../platform/activity.ts';
import { badRequest, idParam, notFound, ok, okList, parse } from '../../platform/http.ts';
import { APPLICATION_DOCUMENT_MEDIA_TYPES, readMultipart, sendDocument, type FileRule } from '../../platform/uploads.ts';
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
const applicationListResponse = { data: z.array(jobApplicationView), pagination: paginationSchema };
const POST_NOT_FOUND = CAREER_TEXTS.postNotFound;

const documentRule: FileRule = {
  kind: 'document',
  maxBytes: APPLICATION_FILE_MAX_BYTES,
  tooLargeMessage: APPLICATION_MESSAGES.fileTooLarge,
  wrongTypeMessage: APPLICATION_MESSAGES.fileType,
};

/** `?lang=bn`: a post's texts and lists in Bengali, English where missing (named in `fallback`); staff also get the Bengali copies. */
const inLanguageOf = (request: FastifyRequest, isStaff: boolean) => {
  const { lang = 'en' } = parse(contentLanguageQuery, { lang: (request.query as { lang?: unknown } | undefined)?.lang });
  return (post: CareerPost) => contentInLanguage(post, CAREER_POST_TRANSLATED, lang, isStaff);
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const careers: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ posts
  app.get(
    '/career/posts',
    { config: { access: 'public', publicRead: true, openapi: { query: careerPostsQuerySchema, response: { data: z.array(careerPostView) } } } },
    async (request) => {
      const query = parse(careerPostsQuerySchema, request.query);
      const isStaff = hasRole(actorOf(request).role, ADMIN_ROLES);
      const data = await posts.listPosts(app.db, { staff: isStaff, ...(isStaff ? query : {}) });
      return ok(data.map(inLanguageOf(request, isStaff)), CAREER_POST_MESSAGES.fetched);
    },
  );

  app.get('/career/posts/stats', { config: { ...staff, openapi: { response: { data: careerPostStatsView } } } }, async () => ok(await posts.postStats(app.db)));

  app.get(
    '/career/posts/:id',
    { config: { access: 'public', publicRead: true, openapi: { query: contentLanguageQuery, response: { data: careerPostView } } } },
    async (request) => {
      const id = idParam(request.params, POST_NOT_FOUND);
      const row = await posts.findPost(app.db, id);
      const isStaff = hasRole(actorOf(request).role, ADMIN_ROLES);
      if (!row || (!row.isActive && !isStaff)) throw notFound(POST_NOT_FOUND);
      return ok(inLanguageOf(request, isStaff)(isStaff ? await posts.postWithCounts(app.db, row) : posts.toCareerPost(row)));
    },
  );

  app.post(
    '/career/posts',
    { config: { ...staff, publicContent: true, openapi: { body: careerPostSchema, response: { data: careerPostView } } } },
    async (request, reply) => {
      const missing = missingCoreFields(request.body);
      if (missing.length) {
        const result = careerPostSchema.safeParse(request.body ?? {});
        throw badRequest(missingFieldsMessage(missing), result.success ? undefined : toFieldErrors(result.error));
      }
      const values = parse(careerPostSchema, request.body);
      return reply.status(201).send(ok(await posts.createPost(app.deps, signedInActorOf(request), values), CAREER_POST_MESSAGES.created));
    },
  );

  app.put(
    '/career/posts/:id',
    { config: { ...staff, publicContent: true, openapi: { body: careerPostUpdateSchema, response: { data: careerPostView } } } },
    async (request) => {
      const id = idParam(request.params, POST_NOT_FOUND);
      const changes = parse(careerPostUpdateSchema, request.body);
      const post = await posts.updatePost(app.deps, signedInActorOf(request), id, changes);
      const message = posts.onlyActiveToggle(changes) ? CAREER_POST_MESSAGES[post.isActive ? 'activated' : 'deactivated'] : CAREER_POST_MESSAGES.updated;
      return ok(post, message);
    },
  );

  app.delete('/career/posts/:id', { config: { ...staff, publicContent: true, openapi: { response: {} } } }, async (request) => {
    const id = idParam(request.params, POST_NOT_FOUND);
    await posts.deletePost(app.deps, signedInActorOf(request), id);
    return ok(undefined, CAREER_POST_MESSAGES.deleted);
  });

  app.put(
    '/career/posts-order',
    { config: { ...staff, publicContent: true, openapi: { body: careerPostsOrderSchema, response: { data: z.array(careerPostView) } } } },
    async (request) => {
      const body = parse(careerPostsOrderSchema, request.body);
      return ok(await posts.reorderPosts(app.deps, signedInActorOf(request), body.posts), CAREER_POST_MESSAGES.reordered);
    },
  );

  app.get(
    '/career/posts/:id/applications',
    { config: { ...staff, openapi: { query: postApplicationsQuerySchema, response: applicationListResponse } } },
    async (request) => {
      const id = idParam(request.params, POST_NOT_FOUND);
      const { page, limit } = parse(postApplicationsQuerySchema, request.query);
      if (!(await posts.findPost(app.db, id))) throw notFound(POST_NOT_FOUND);
      return okList(await applications.listApplications(app.db, { jobPost: id, page, limit }));
    },
  );

  // ------------------------------------------------------------ public application
  app.post(
    '/career/apply',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' }, multipart: true, openapi: { response: { data: applicationReceivedView } } },
    },
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
        confirmDuplicate: single(fields.confirmDuplicate),
      });
      if (!files.resume) {
        const missing = inLanguage(request.language, APPLICATION_MESSAGES.resume);
        throw badRequest(missing, { resume: missing });
      }
      await submitApplication(app.deps, actorOf(request), values, { resume: files.resume, coverLetter: files.coverLetter }, request.language);
      return reply.status(201).send(ok({ message: CAREER_TEXTS.applicationSuccess }, CAREER_TEXTS.applicationSuccess));
    },
  );

  // ------------------------------------------------------------ applications (staff)
  app.get('/career/applications', { config: { ...staff, openapi: { query: applicationsQuerySchema, response: applicationListResponse } } }, async (request) => {
    const query = parse(applicationsQuerySchema, request.query);
    return okList(await applications.listApplications(app.db, query));
  });

  app.patch(
    '/career/applications/bulk-status',
    { config: { ...staff, openapi: { body: bulkStatusSchema, response: { data: bulkStatusResultView } } } },
    async (request) => {
      const { ids, status } = parse(bulkStatusSchema, request.body);
      const updated = await applications.setStatusBulk(app.deps, signedInActorOf(request), ids, status);
      return ok({ updated: updated.length, ids: updated }, bulkUpdatedMessage(updated.length, status));
    },
  );

  const loadApplication = async (params: unknown) => {
    const id = idParam(params, APPLICATION_MESSAGES.notFound);
    const row = await applications.findApplication(app.db, id);
    if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
    return row;
  };

  app.get('/career/applications/:id', { config: { ...staff, openapi: { response: { data: jobApplicationView } } } }, async (request) => {
    const row = await loadApplication(request.params);
    return ok(await applications.applicationDetail(app.db, row));
  });

  app.patch(
    '/career/applications/:id/status',
    { config: { ...staff, openapi: { body: applicationStatusSchema, response: { data: jobApplicationView } } } },
    async (request) => {
      const id = idParam(request.params, APPLICATION_MESSAGES.notFound);
      const { status } = parse(applicationStatusSchema, request.body);
      return ok(await applications.setStatus(app.deps, signedInActorOf(request), id, status), statusUpdatedMessage(status));
    },
  );

  app.post(
    '/career/applications/:id/notes',
    { config: { ...staff, openapi: { body: applicationNoteSchema, response: { data: applicationNoteView } } } },
    async (request, reply) => {
      const id = idParam(request.params, APPLICATION_MESSAGES.notFound);
      const { text } = parse(applicationNoteSchema, request.body);
      return reply.status(201).send(ok(await applications.addNote(app.deps, signedInActorOf(request), id, text), APPLICATION_MESSAGES.noteAdded));
    },
  );

  app.delete('/career/applications/:id/notes/:noteId', { config: { ...staff, openapi: { response: {} } } }, async (request) => {
    const id = idParam(request.params, APPLICATION_MESSAGES.notFound);
    const noteId = idParam(request.params, APPLICATION_MESSAGES.noteNotFound, 'noteId');
    await applications.deleteNote(app.deps, signedInActorOf(request), id, noteId);
    return ok(undefined, APPLICATION_MESSAGES.noteDeleted);
  });

  app.get('/career/applications/:id/resume', { config: { ...staff, openapi: { produces: APPLICATION_DOCUMENT_MEDIA_TYPES } } }, async (request, reply) => {
    const row = await loadApplication(request.params);
    return sendDocument(reply, app.storage, row.resumeKey, row.resumeName);
  });

  app.get(
    '/career/applications/:id/cover-letter',
    { config: { ...staff, openapi: { produces: APPLICATION_DOCUMENT_MEDIA_TYPES } } },
    async (request, reply) => {
      const row = await loadApplication(request.params);
      if (!row.coverLetterKey || !row.coverLetterName) throw notFound('This application has no cover letter');
      return sendDocument(reply, app.storage, row.coverLetterKey, row.coverLetterName);
    },
  );

  app.post(
    '/career/applications/:id/email',
    { config: { ...staff, openapi: { body: applicantEmailSchema, response: { data: applicationEmailView } } } },
    async (request, reply) => {
      const id = idParam(request.params, APPLICATION_MESSAGES.notFound);
      const mail = parse(applicantEmailSchema, request.body);
      const { email, to } = await applications.emailApplicant(app.deps, signedInActorOf(request), id, mail);
      return reply.status(201).send(ok(email, APPLICATION_MESSAGES.emailSent(to)));
    },
  );
};

export default careers;

/** Daily: the retention period the privacy and GDPR pages promise. */
export { purgeExpiredApplications as housekeeping } from './retention.ts';
