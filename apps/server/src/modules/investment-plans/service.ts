import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  CONTENT_MESSAGES,
  hasRole,
  investmentPlanSchema,
  investmentPlanUpdateSchema,
  PLAN_BANNER_MAX_BYTES,
  plansOrderSchema,
  plansQuerySchema,
  type InvestmentPlan,
} from '@app/contract';
import { investmentPlans, type InvestmentPlanRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { badRequest, notFound, parse } from '../../platform/http.ts';
import { deleteStoredImage } from '../../platform/uploads.ts';
import { applyReorder, byOrder, imageRule, iso, nextOrder, readContentBody, searchFilter, withIds, withStoredImage } from '../content-common/helpers.ts';

const FOLDER = 'plans';
const BANNER_RULE = imageRule(PLAN_BANNER_MAX_BYTES, CONTENT_MESSAGES.planBannerTooLarge);
const REVOLVING_MESSAGE = 'Revolving amount must be greater than 0';

export const toPlan = (row: InvestmentPlanRow): InvestmentPlan => ({
  ...withIds(row.id),
  title: row.title,
  package: row.package,
  product: row.product,
  description: row.description,
  message: row.message,
  investmentAmount: row.investmentAmount,
  investmentProfit: row.investmentProfit,
  duration: row.duration,
  durationUnit: row.durationUnit,
  amountUnit: row.amountUnit,
  isActive: row.isActive,
  isRevolving: row.isRevolving,
  revolvingAmount: row.isRevolving ? row.revolvingAmount : null,
  bannerUrl: row.bannerUrl,
  image: row.bannerUrl,
  order: row.order,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
  updatedTime: iso(row.updatedAt)!,
});

const snapshot = (row: InvestmentPlanRow) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields as Record<string, unknown>;
};

/** Administrators see inactive plans too; everyone else sees the plans on offer. */
const seesAll = (request: FastifyRequest) => hasRole(request.user?.role, ADMIN_ROLES);

export async function listPlans(app: FastifyInstance, request: FastifyRequest, query: unknown = {}) {
  const { isRevolving, search } = parse(plansQuerySchema, query);
  const rows = await app.db
    .select()
    .from(investmentPlans)
    .where(
      and(
        searchFilter(search, [investmentPlans.title, investmentPlans.package, investmentPlans.product, investmentPlans.description]),
        isRevolving ? eq(investmentPlans.isRevolving, isRevolving === 'true') : undefined,
        seesAll(request) ? undefined : eq(investmentPlans.isActive, true),
      ),
    )
    .orderBy(...byOrder(investmentPlans));
  return rows.map(toPlan);
}

async function findPlan(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(investmentPlans).where(eq(investmentPlans.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.planNotFound);
  return row;
}

export async function getPlan(app: FastifyInstance, request: FastifyRequest, id: string) {
  const row = await findPlan(app, id);
  if (!row.isActive && !seesAll(request)) throw notFound(CONTENT_MESSAGES.planNotFound);
  return toPlan(row);
}

export async function createPlan(app: FastifyInstance, request: FastifyRequest) {
  const { fields, image } = await readContentBody(request, BANNER_RULE);
  const input = parse(investmentPlanSchema, fields);
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [created] = await app.db
      .insert(investmentPlans)
      .values({
        title: input.title,
        package: input.package,
        product: input.product,
        description: input.description,
        message: input.message || null,
        investmentAmount: input.investmentAmount,
        investmentProfit: input.investmentProfit,
        duration: input.duration,
        durationUnit: input.durationUnit,
        amountUnit: input.amountUnit,
        isActive: input.isActive,
        isRevolving: input.isRevolving,
        revolvingAmount: input.revolvingAmount,
        bannerUrl: url ?? null,
        order: input.order ?? (await nextOrder(app.db, investmentPlans)),
      })
      .returning();
    return created!;
  });
  await recordActivity(app.db, request, {
    action: 'create',
    entity: 'investment-plan',
    entityId: row.id,
    summary: `Added investment plan “${row.title}”`,
    changes: { after: snapshot(row) },
  });
  return toPlan(row);
}

/** Non-empty fields change; turning revolving off clears revolvingAmount, turning it on needs one. */
export async function updatePlan(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findPlan(app, id);
  const { fields, image } = await readContentBody(request, BANNER_RULE);
  const input = parse(investmentPlanUpdateSchema, fields);
  const isRevolving = input.isRevolving ?? before.isRevolving;
  const revolvingAmount = isRevolving ? (input.revolvingAmount ?? before.revolvingAmount) : null;
  if (isRevolving && !(revolvingAmount && revolvingAmount > 0)) {
    throw badRequest(REVOLVING_MESSAGE, { revolvingAmount: REVOLVING_MESSAGE });
  }
  const { message, revolvingAmount: _ignored, ...rest } = input;
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [updated] = await app.db
      .update(investmentPlans)
      .set({
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')),
        ...(message !== undefined ? { message: message || null } : {}),
        isRevolving,
        revolvingAmount,
        ...(url ? { bannerUrl: url } : {}),
        updatedAt: new Date(),
      })
      .where(eq(investmentPlans.id, id))
      .returning();
    return updated!;
  });
  if (row.bannerUrl !== before.bannerUrl) await deleteStoredImage(app.config.dataDir, before.bannerUrl);
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'investment-plan',
    entityId: id,
    summary: `Updated investment plan “${row.title}”`,
    changes: diffFields(snapshot(before), snapshot(row)),
  });
  return toPlan(row);
}

export async function deletePlan(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findPlan(app, id);
  await app.db.delete(investmentPlans).where(eq(investmentPlans.id, id));
  await deleteStoredImage(app.config.dataDir, before.bannerUrl);
  await recordActivity(app.db, request, {
    action: 'delete',
    entity: 'investment-plan',
    entityId: id,
    summary: `Deleted investment plan “${before.title}”`,
    changes: { before: snapshot(before) },
  });
}

export async function reorderPlans(app: FastifyInstance, request: FastifyRequest, body: unknown) {
  const input = parse(plansOrderSchema, body);
  const ids = await applyReorder(app.db, investmentPlans, input.plans);
  await recordActivity(app.db, request, {
    action: 'reorder',
    entity: 'investment-plan',
    summary: `Reordered ${ids.length} investment plans`,
    changes: { after: { order: ids } },
  });
  return listPlans(app, request);
}
