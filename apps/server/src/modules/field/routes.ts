import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  API_PREFIX,
  assignFieldOfficerSchema,
  CYCLE_MESSAGES,
  cycleFieldPlanSchema,
  cycleFieldPlanView,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  FIELD_OFFICER_ROLES,
  fieldAssignmentView,
  fieldCycleView,
  fieldOfficerOptionView,
  fieldPhotoImageQuery,
  fieldRecordInput,
  fieldRecordsQuery,
  fieldRecordView,
  fieldUploadView,
  pagedResponse,
  TUS_VERSION,
} from '@app/contract';
import { signedInActorOf, actorOf } from '../../platform/activity.ts';
import { badRequest, HttpError, idParam, ok, okList, parse } from '../../platform/http.ts';
import { PUBLIC_IMAGE_MEDIA_TYPE, sendPrivateImage } from '../../platform/uploads.ts';
import { findCycle } from '../cycles/service.ts';
import { assignOfficer, cycleOfficers, fieldOfficers, unassignOfficer } from './assign-officer.ts';
import { fieldPlanOf, listFieldCycles } from './list-field-cycles.ts';
import { listOwnRecords } from './list-records.ts';
import { PHOTO_READER_ROLES, readablePhotoKey } from './read-photo.ts';
import { setFieldPlan } from './set-field-plan.ts';
import { storeRecordVersion } from './store-record.ts';
import { appendChunk, createUpload, dropStaleUploads, uploadState, type UploadState } from './upload-photo.ts';
import type { HousekeepingTask } from '../../platform/housekeeping.ts';

const officers = { access: FIELD_OFFICER_ROLES } as const;
const admins = { access: ADMIN_ROLES } as const;
const cycleId = (params: unknown) => idParam(params, CYCLE_MESSAGES.notFound);
const photoId = (params: unknown) => idParam(params, FIELD_MESSAGES.photoNotFound);
/** A tus chunk: raw bytes, at most one photo's worth. */
const CHUNK_TYPE = 'application/offset+octet-stream';

/** A whole number of bytes from a tus header, or a 400 with `message`. */
function byteCount(request: FastifyRequest, header: string, message: string): number {
  const value = request.headers[header];
  if (typeof value !== 'string' || value.length > 12 || value === '' || ![...value].every((char) => char >= '0' && char <= '9')) throw badRequest(message);
  return Number(value);
}

/** Every tus request names the protocol version; anything else is refused as tus says (412 with the version spoken). */
function checkTus(request: FastifyRequest, reply: FastifyReply) {
  reply.header('Tus-Resumable', TUS_VERSION);
  if (request.headers['tus-resumable'] !== TUS_VERSION) {
    reply.header('Tus-Version', TUS_VERSION);
    throw new HttpError(412, `Photo uploads speak tus ${TUS_VERSION}: send the Tus-Resumable header`);
  }
}

const stateHeaders = (reply: FastifyReply, state: UploadState) =>
  reply.header('Upload-Offset', String(state.offset)).header('Upload-Length', String(state.length)).header('Cache-Control', 'no-store');

/** The field app's API (issue 51): an officer's cycles, records and photos; admins assign officers and set the farm plan. */
const routes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(CHUNK_TYPE, { parseAs: 'buffer', bodyLimit: FIELD_LIMITS.photoMaxBytes }, (_request, body, done) => done(null, body));

  app.get('/field/cycles', { config: { ...officers, openapi: { response: { data: z.array(fieldCycleView) } } } }, async (request) =>
    ok(await listFieldCycles(app.db, signedInActorOf(request).id)),
  );

  app.get('/field/records', { config: { ...officers, openapi: { query: fieldRecordsQuery, response: pagedResponse(fieldRecordView) } } }, async (request) =>
    okList(await listOwnRecords(app.db, signedInActorOf(request), request.query)),
  );

  // A version sent again answers 200 with the row it stored the first time.
  app.post('/field/records', { config: { ...officers, openapi: { body: fieldRecordInput, response: { data: fieldRecordView } } } }, async (request, reply) => {
    const { record, created } = await storeRecordVersion(app.deps, signedInActorOf(request), request.body);
    return reply.status(created ? 201 : 200).send(ok(record, created ? FIELD_MESSAGES.recorded : FIELD_MESSAGES.alreadyRecorded));
  });

  // Photos: tus (core protocol and the creation extension). The Location names the photo's own id.
  app.post('/field/photos', { config: { ...officers, openapi: { summary: 'Open a resumable photo upload (tus creation)', response: { data: fieldUploadView } } } }, async (request, reply) => {
    checkTus(request, reply);
    const length = byteCount(request, 'upload-length', FIELD_MESSAGES.uploadLengthInvalid);
    const upload = await createUpload(app.deps, signedInActorOf(request), length, request.headers['upload-metadata'] as string | undefined);
    stateHeaders(reply, upload).header('Location', `${API_PREFIX}/field/photos/${upload.id}`);
    return reply.status(201).send(ok(upload));
  });

  app.head('/field/photos/:id', { config: officers }, async (request, reply) => {
    checkTus(request, reply);
    stateHeaders(reply, await uploadState(app.deps, signedInActorOf(request), photoId(request.params)));
    return reply.status(200).send();
  });

  app.patch(
    '/field/photos/:id',
    { bodyLimit: FIELD_LIMITS.photoMaxBytes, config: { ...officers, openapi: { summary: 'Send the next chunk of a photo (tus)', consumes: CHUNK_TYPE, response: {} } } },
    async (request, reply) => {
      checkTus(request, reply);
      const id = photoId(request.params);
      if (request.headers['content-type'] !== CHUNK_TYPE) throw new HttpError(415, FIELD_MESSAGES.uploadContentType);
      const offset = byteCount(request, 'upload-offset', FIELD_MESSAGES.uploadOffsetMismatch);
      const chunk = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      stateHeaders(reply, await appendChunk(app.deps, signedInActorOf(request), id, offset, chunk));
      return reply.status(204).send();
    },
  );

  app.get(
    '/field/photos/:id/image',
    { config: { access: PHOTO_READER_ROLES, openapi: { query: fieldPhotoImageQuery, produces: PUBLIC_IMAGE_MEDIA_TYPE } } },
    async (request, reply) => {
      const { width } = parse(fieldPhotoImageQuery, request.query);
      return sendPrivateImage(reply, app.storage, await readablePhotoKey(app.db, signedInActorOf(request), photoId(request.params), width));
    },
  );

  // Staff: who records for a cycle, and the farm plan the records are compared against.
  app.get('/field/officers', { config: { ...admins, openapi: { response: { data: z.array(fieldOfficerOptionView) } } } }, async () => ok(await fieldOfficers(app.db)));

  app.get('/field/cycles/:id/officers', { config: { ...admins, openapi: { response: { data: z.array(fieldAssignmentView) } } } }, async (request) =>
    ok(await cycleOfficers(app.db, cycleId(request.params))),
  );

  app.post(
    '/field/cycles/:id/officers',
    { config: { ...admins, openapi: { body: assignFieldOfficerSchema, response: { data: z.array(fieldAssignmentView) } } } },
    async (request, reply) => reply.status(201).send(ok(await assignOfficer(app.deps, actorOf(request), cycleId(request.params), request.body), FIELD_MESSAGES.officerAssigned)),
  );

  app.delete('/field/cycles/:id/officers/:userId', { config: { ...admins, openapi: { response: { data: z.array(fieldAssignmentView) } } } }, async (request) => {
    const userId = idParam(request.params, FIELD_MESSAGES.assignmentNotFound, 'userId');
    return ok(await unassignOfficer(app.deps, actorOf(request), cycleId(request.params), userId), FIELD_MESSAGES.officerUnassigned);
  });

  app.get('/field/cycles/:id/plan', { config: { ...admins, openapi: { response: { data: cycleFieldPlanView } } } }, async (request) =>
    ok(fieldPlanOf(await findCycle(app.db, cycleId(request.params)))),
  );

  app.put('/field/cycles/:id/plan', { config: { ...admins, openapi: { body: cycleFieldPlanSchema, response: { data: cycleFieldPlanView } } } }, async (request) =>
    ok(await setFieldPlan(app.deps, actorOf(request), cycleId(request.params), request.body), CYCLE_MESSAGES.updated),
  );
};
export default routes;

/** Photo uploads left unfinished for a week are dropped. */
export const housekeeping: HousekeepingTask = (app, now) => dropStaleUploads(app.db, now);
