import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  dailyTrackingView,
  ownCheckInsResponse,
  planListResponse,
  workPlanAnalyticsView,
  workPlanCheckInView,
  workPlanDashboardView,
  workPlanDetailView,
  workPlanView,
  ADMIN_AREA_ROLES,
  ADMIN_ROLES,
  WORK_PLAN_MESSAGES as M,
  analyticsQuerySchema,
  approvePlanSchema,
  checkInDateQuerySchema,
  checkInSchema,
  createTaskSchema,
  planFeedbackSchema,
  planListQuerySchema,
  planMonthQuerySchema,
  requestChangesSchema,
  submitPlanSchema,
  updateTaskSchema,
  workPlanSettingsSchema,
} from '@app/contract';
import { signedInActorOf } from '../../platform/activity.ts';
import { idParam, ok, parse } from '../../platform/http.ts';
import * as checkIns from './check-ins.service.ts';
import * as metrics from './metrics.service.ts';
import * as plans from './plans.service.ts';
import { scheduleReminders, sendReminders } from './reminders.service.ts';
import * as reviews from './reviews.service.ts';
import * as settings from './settings.service.ts';

const own = { access: ADMIN_AREA_ROLES };
/** Every write of the signed-in employee answers the fresh plan. */
const ownPlan = { data: workPlanView };
const planDetail = { data: workPlanDetailView };
const managers = { access: ADMIN_ROLES };

/**
 * Work planning under /api/v1/work-plans. `me/...` is the signed-in staff member's own plan and
 * check-ins (any admin-area role); everything else is for managers (admin, superAdmin).
 */
const routes: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ the signed-in employee
  app.get('/work-plans/me', { config: { ...own, openapi: { query: planMonthQuerySchema, response: ownPlan } } }, async (request) => {
    const { year, month } = parse(planMonthQuerySchema, request.query);
    return ok(await plans.getOwnPlan(app.db, signedInActorOf(request).id, year, month));
  });

  app.post('/work-plans/me/tasks', { config: { ...own, openapi: { body: createTaskSchema, response: ownPlan } } }, async (request, reply) => {
    const input = parse(createTaskSchema, request.body);
    return reply.status(201).send(ok(await plans.addTask(app.deps, signedInActorOf(request), input), M.taskAdded));
  });

  app.patch('/work-plans/me/tasks/:id', { config: { ...own, openapi: { body: updateTaskSchema, response: ownPlan } } }, async (request) => {
    const id = idParam(request.params, M.taskNotFound);
    const changes = parse(updateTaskSchema, request.body);
    return ok(await plans.updateTask(app.deps, signedInActorOf(request), id, changes), M.taskUpdated);
  });

  app.delete('/work-plans/me/tasks/:id', { config: { ...own, openapi: { response: ownPlan } } }, async (request) => {
    const id = idParam(request.params, M.taskNotFound);
    return ok(await plans.deleteTask(app.deps, signedInActorOf(request), id), M.taskDeleted);
  });

  app.post('/work-plans/me/submit', { config: { ...own, openapi: { body: submitPlanSchema, response: ownPlan } } }, async (request) => {
    const { year, month } = parse(submitPlanSchema, request.body);
    return ok(await plans.submitPlan(app.deps, signedInActorOf(request), year, month), M.submitted);
  });

  app.get('/work-plans/me/check-ins', { config: { ...own, openapi: { query: planMonthQuerySchema, response: ownCheckInsResponse } } }, async (request) => {
    const { year, month } = parse(planMonthQuerySchema, request.query);
    const { checkIns: list, meta } = await checkIns.listOwnCheckIns(app.db, signedInActorOf(request).id, year, month);
    return ok(list, undefined, meta);
  });

  app.post('/work-plans/me/check-ins', { config: { ...own, openapi: { body: checkInSchema, response: { data: workPlanCheckInView } } } }, async (request) => {
    const input = parse(checkInSchema, request.body);
    return ok(await checkIns.saveCheckIn(app.db, signedInActorOf(request).id, input), M.checkInSaved);
  });

  // ------------------------------------------------------------ managers
  app.get('/work-plans', { config: { ...managers, openapi: { query: planListQuerySchema, response: planListResponse } } }, async (request) => {
    const query = parse(planListQuerySchema, request.query);
    const { plans: list, departments, total } = await reviews.listPlans(app.db, query);
    return ok(list, undefined, { departments, total });
  });

  app.get(
    '/work-plans/dashboard',
    { config: { ...managers, openapi: { query: planMonthQuerySchema.partial(), response: { data: workPlanDashboardView } } } },
    async (request) => {
      const query = planMonthQuerySchema.partial().safeParse(request.query);
      return ok(await metrics.dashboard(app.db, query.success ? query.data : {}));
    },
  );

  app.get(
    '/work-plans/daily',
    { config: { ...managers, openapi: { query: checkInDateQuerySchema, response: { data: dailyTrackingView } } } },
    async (request) => {
      const { date } = parse(checkInDateQuerySchema, request.query);
      return ok(await checkIns.dailyTracking(app.db, date));
    },
  );

  app.get(
    '/work-plans/analytics',
    { config: { ...managers, openapi: { query: analyticsQuerySchema, response: { data: workPlanAnalyticsView } } } },
    async (request) => {
      const { range } = parse(analyticsQuerySchema, request.query);
      return ok(await metrics.analytics(app.db, range));
    },
  );

  app.get('/work-plans/settings', { config: { ...managers, openapi: { response: { data: workPlanSettingsSchema } } } }, async () =>
    ok(await settings.getSettings(app.db)),
  );

  app.put(
    '/work-plans/settings',
    { config: { ...managers, openapi: { body: workPlanSettingsSchema, response: { data: workPlanSettingsSchema } } } },
    async (request) => {
      const next = parse(workPlanSettingsSchema, request.body);
      return ok(await settings.saveSettings(app.deps, next, signedInActorOf(request)), M.settingsSaved);
    },
  );

  app.get('/work-plans/:id', { config: { ...managers, openapi: { response: planDetail } } }, async (request) => {
    const id = idParam(request.params, M.planNotFound);
    return ok(await reviews.planDetail(app.db, id));
  });

  app.post('/work-plans/:id/approve', { config: { ...managers, openapi: { body: approvePlanSchema, response: planDetail } } }, async (request) => {
    const id = idParam(request.params, M.planNotFound);
    const { feedback } = parse(approvePlanSchema, request.body);
    return ok(await reviews.reviewPlan(app.deps, id, 'approved', signedInActorOf(request), feedback), M.approved);
  });

  app.post('/work-plans/:id/request-changes', { config: { ...managers, openapi: { body: requestChangesSchema, response: planDetail } } }, async (request) => {
    const id = idParam(request.params, M.planNotFound);
    const { feedback } = parse(requestChangesSchema, request.body);
    return ok(await reviews.reviewPlan(app.deps, id, 'changes-requested', signedInActorOf(request), feedback), M.changesRequested);
  });

  app.post('/work-plans/:id/feedback', { config: { ...managers, openapi: { body: planFeedbackSchema, response: planDetail } } }, async (request, reply) => {
    const id = idParam(request.params, M.planNotFound);
    const input = parse(planFeedbackSchema, request.body);
    return reply.status(201).send(ok(await reviews.addFeedback(app.deps, id, signedInActorOf(request), input), M.feedbackAdded));
  });
};

export async function onReady(app: FastifyInstance) {
  // A timed round, like housekeeping's: tests run it by hand, so no reminder lands in a test's outbox.
  if (!app.config.startHousekeeping) return;
  const stop = scheduleReminders(app.deps, () => sendReminders(app.deps));
  app.addHook('onClose', async () => stop());
}

export default routes;
