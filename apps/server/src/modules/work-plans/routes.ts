import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ADMIN_AREA_ROLES,
  ADMIN_ROLES,
  PLAN_MONTH_NAMES,
  WORK_PLAN_MESSAGES as M,
  WORK_PLAN_STATUS_LABELS,
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
  workPlanToday,
} from '@app/contract';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { idParam, ok, parse } from '../../platform/http.ts';
import * as service from './service.ts';

const own = { access: ADMIN_AREA_ROLES };
const managers = { access: ADMIN_ROLES };

const me = (request: FastifyRequest) => request.user!;
const actor = (request: FastifyRequest) => ({ id: request.user!.id, name: request.user!.name });
const planLabel = (plan: { employee: { name: string }; month: number; year: number }) =>
  `${plan.employee.name}'s ${PLAN_MONTH_NAMES[plan.month - 1]} ${plan.year} workplan`;

/**
 * Work planning under /api/v1/work-plans. `me/...` is the signed-in staff member's own plan and
 * check-ins (any admin-area role); everything else is for managers (admin, superAdmin).
 */
const routes: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ the signed-in employee
  app.get('/work-plans/me', { config: own }, async (request) => {
    const { year, month } = parse(planMonthQuerySchema, request.query);
    return ok(await service.getOwnPlan(app.db, me(request).id, year, month));
  });

  app.post('/work-plans/me/tasks', { config: own }, async (request, reply) => {
    const input = parse(createTaskSchema, request.body);
    const plan = await service.addTask(app.db, me(request).id, input);
    return reply.status(201).send(ok(plan, M.taskAdded));
  });

  app.patch('/work-plans/me/tasks/:id', { config: own }, async (request) => {
    const id = idParam(request.params, M.taskNotFound);
    const changes = parse(updateTaskSchema, request.body);
    return ok(await service.updateTask(app.db, me(request).id, id, changes), M.taskUpdated);
  });

  app.delete('/work-plans/me/tasks/:id', { config: own }, async (request) => {
    const id = idParam(request.params, M.taskNotFound);
    return ok(await service.deleteTask(app.db, me(request).id, id), M.taskDeleted);
  });

  app.post('/work-plans/me/submit', { config: own }, async (request) => {
    const { year, month } = parse(submitPlanSchema, request.body);
    return ok(await service.submitPlan(app.db, me(request).id, year, month), M.submitted);
  });

  app.get('/work-plans/me/check-ins', { config: own }, async (request) => {
    const { year, month } = parse(planMonthQuerySchema, request.query);
    const settings = await service.getSettings(app.db);
    return ok(await service.listOwnCheckIns(app.db, me(request).id, year, month), undefined, {
      today: workPlanToday(),
      allowUnplannedTasks: settings.allowUnplannedTasks,
      dailyDeadlineHour: settings.dailyDeadlineHour,
    });
  });

  app.post('/work-plans/me/check-ins', { config: own }, async (request) => {
    const input = parse(checkInSchema, request.body);
    return ok(await service.saveCheckIn(app.db, me(request).id, input), M.checkInSaved);
  });

  // ------------------------------------------------------------ managers
  app.get('/work-plans', { config: managers }, async (request) => {
    const query = parse(planListQuerySchema, request.query);
    const { plans, departments, total } = await service.listPlans(app.db, query);
    return ok(plans, undefined, { departments, total });
  });

  app.get('/work-plans/dashboard', { config: managers }, async (request) => {
    const query = planMonthQuerySchema.partial().safeParse(request.query);
    return ok(await service.dashboard(app.db, query.success ? query.data : {}));
  });

  app.get('/work-plans/daily', { config: managers }, async (request) => {
    const { date } = parse(checkInDateQuerySchema, request.query);
    return ok(await service.dailyTracking(app.db, date));
  });

  app.get('/work-plans/analytics', { config: managers }, async (request) => {
    const { range } = parse(analyticsQuerySchema, request.query);
    return ok(await service.analytics(app.db, range));
  });

  app.get('/work-plans/settings', { config: managers }, async () => ok(await service.getSettings(app.db)));

  app.put('/work-plans/settings', { config: managers }, async (request) => {
    const next = parse(workPlanSettingsSchema, request.body);
    const before = await service.getSettings(app.db);
    const saved = await service.saveSettings(app.db, next);
    await recordActivity(app.db, request, {
      action: 'update',
      entity: 'work-plan-settings',
      summary: 'Updated work-planning settings',
      changes: diffFields(before as unknown as Record<string, unknown>, saved as unknown as Record<string, unknown>),
    });
    return ok(saved, M.settingsSaved);
  });

  app.get('/work-plans/:id', { config: managers }, async (request) => {
    const id = idParam(request.params, M.planNotFound);
    return ok(await service.planDetail(app.db, id));
  });

  app.post('/work-plans/:id/approve', { config: managers }, async (request) => {
    const id = idParam(request.params, M.planNotFound);
    const { feedback } = parse(approvePlanSchema, request.body);
    const { before, detail } = await service.approvePlan(app.db, id, actor(request), feedback, app.config.publicUrl);
    await recordReview(app, request, detail, before.status, `Approved ${planLabel(detail)}`);
    return ok(detail, M.approved);
  });

  app.post('/work-plans/:id/request-changes', { config: managers }, async (request) => {
    const id = idParam(request.params, M.planNotFound);
    const { feedback } = parse(requestChangesSchema, request.body);
    const { before, detail } = await service.requestChanges(app.db, id, actor(request), feedback, app.config.publicUrl);
    await recordReview(app, request, detail, before.status, `Requested changes to ${planLabel(detail)}`);
    return ok(detail, M.changesRequested);
  });

  app.post('/work-plans/:id/feedback', { config: managers }, async (request, reply) => {
    const id = idParam(request.params, M.planNotFound);
    const input = parse(planFeedbackSchema, request.body);
    const { row, detail } = await service.addFeedback(app.db, id, actor(request), input);
    await recordActivity(app.db, request, {
      action: 'create',
      entity: 'work-plan-feedback',
      entityId: row.id,
      summary: `Gave ${row.type} feedback on ${planLabel(detail)}`,
      changes: { after: { type: row.type, week: row.week, taskId: row.taskId, content: row.content } },
    });
    return reply.status(201).send(ok(detail, M.feedbackAdded));
  });
};

async function recordReview(app: FastifyInstance, request: FastifyRequest, detail: { id: string | null; status: keyof typeof WORK_PLAN_STATUS_LABELS }, before: string, summary: string) {
  await recordActivity(app.db, request, {
    action: 'status',
    entity: 'work-plan',
    entityId: detail.id,
    summary,
    changes: { before: { status: before }, after: { status: detail.status } },
  });
}

/** Reminder mails: checked shortly after start and then every hour; each reminder is sent once per employee and month. */
export async function onReady(app: FastifyInstance) {
  const run = () =>
    service.sendReminders(app.db, { publicUrl: app.config.publicUrl }).catch((err) => app.log.error({ err }, 'work-plan reminders failed'));
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

export default routes;
