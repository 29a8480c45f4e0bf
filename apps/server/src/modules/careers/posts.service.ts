import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CAREER_TEXTS,
  RECENT_APPLICATION_DAYS,
  countOf,
  type CareerPost,
  type CareerPostStats,
  type CareerPostUpdate,
  type CareerPostValues,
  type ReorderItem,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { careerPosts, jobApplications, type CareerPostRow } from '../../db/schema/careers.ts';
import { diffFields, type Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { notFound } from '../../platform/http.ts';
import { matchesSearch } from '../../platform/search.ts';
import { reorderRows } from '../../platform/reorder.ts';

/** Career posts: the public sees active ones only; staff see all with application counts. */

type Counts = { applications: number; recentApplications: number };

export function toCareerPost(row: CareerPostRow, counts?: Counts): CareerPost {
  return {
    _id: row.id,
    id: row.id,
    role: row.role,
    department: row.department,
    location: row.location,
    jobType: row.jobType,
    vacancy: row.vacancy,
    salary: row.salary,
    deadline: row.deadline,
    short_details: row.shortDetails,
    skills: row.skills,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    lookingFor: row.lookingFor,
    weProvide: row.weProvide,
    benefits: row.benefits,
    applyProcedure: row.applyProcedure,
    roleBn: row.roleBn,
    departmentBn: row.departmentBn,
    locationBn: row.locationBn,
    jobTypeBn: row.jobTypeBn,
    salaryBn: row.salaryBn,
    short_detailsBn: row.shortDetailsBn,
    skillsBn: row.skillsBn,
    responsibilitiesBn: row.responsibilitiesBn,
    requirementsBn: row.requirementsBn,
    lookingForBn: row.lookingForBn,
    weProvideBn: row.weProvideBn,
    benefitsBn: row.benefitsBn,
    applyProcedureBn: row.applyProcedureBn,
    isActive: row.isActive,
    order: row.order,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(counts ?? {}),
  };
}

const recentSince = () => new Date(Date.now() - RECENT_APPLICATION_DAYS * 24 * 60 * 60 * 1000);

async function countsFor(db: Db, postIds: string[]): Promise<Map<string, Counts>> {
  const map = new Map<string, Counts>();
  if (postIds.length === 0) return map;
  const rows = await db
    .select({
      postId: jobApplications.jobPostId,
      applications: count(),
      recentApplications: sql<number>`count(*) FILTER (WHERE ${jobApplications.submittedAt} >= ${recentSince()})`,
    })
    .from(jobApplications)
    .where(inArray(jobApplications.jobPostId, postIds))
    .groupBy(jobApplications.jobPostId);
  for (const row of rows) map.set(row.postId!, { applications: Number(row.applications), recentApplications: Number(row.recentApplications) });
  return map;
}

export async function listPosts(db: Db, options: { staff: boolean; isActive?: boolean; search?: string }): Promise<CareerPost[]> {
  const where: SQL[] = [];
  if (!options.staff) where.push(eq(careerPosts.isActive, true));
  else {
    if (options.isActive !== undefined) where.push(eq(careerPosts.isActive, options.isActive));
    if (options.search) where.push(matchesSearch(options.search, [careerPosts.role, careerPosts.department, careerPosts.location]));
  }
  const rows = await db
    .select()
    .from(careerPosts)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(careerPosts.order), asc(careerPosts.createdAt));
  if (!options.staff) return rows.map((row) => toCareerPost(row));
  const counts = await countsFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCareerPost(row, counts.get(row.id) ?? { applications: 0, recentApplications: 0 }));
}

export async function findPost(db: Db, id: string): Promise<CareerPostRow | undefined> {
  const [row] = await db.select().from(careerPosts).where(eq(careerPosts.id, id));
  return row;
}

export async function postWithCounts(db: Db, row: CareerPostRow): Promise<CareerPost> {
  const counts = await countsFor(db, [row.id]);
  return toCareerPost(row, counts.get(row.id) ?? { applications: 0, recentApplications: 0 });
}

const columnsOf = (values: Partial<CareerPostValues>) => {
  const { short_details, ...rest } = values;
  return { ...rest, ...(short_details !== undefined ? { shortDetails: short_details } : {}) };
};

async function insertPost(db: Db, values: CareerPostValues): Promise<CareerPostRow> {
  const [{ next }] = (await db.select({ next: sql<number>`coalesce(max(${careerPosts.order}), 0) + 1` }).from(careerPosts)) as [{ next: number }];
  const [row] = await db
    .insert(careerPosts)
    .values({ ...columnsOf(values), order: Number(next) } as typeof careerPosts.$inferInsert)
    .returning();
  return row!;
}

/** Staff add a post: the post and its activity entry in one transaction. */
export async function createPost(deps: Deps, actor: Actor, values: CareerPostValues): Promise<CareerPost> {
  const row = await work(deps, actor, async ({ tx, activity }) => {
    const created = await insertPost(tx, values);
    await activity({ action: 'create', entity: 'career-post', entityId: created.id, summary: `Created career post “${created.role}”` });
    return created;
  });
  return postWithCounts(deps.db, row);
}

/** An edit that only switches a post on or off is logged (and answered) as a status change. */
export const onlyActiveToggle = (changes: CareerPostUpdate) => Object.keys(changes).length === 1 && changes.isActive !== undefined;

/**
 * Staff edit a post: the sent fields only, its activity entry with what changed, in one transaction;
 * a renamed post renames the job title its applications carry.
 */
export async function updatePost(deps: Deps, actor: Actor, id: string, changes: CareerPostUpdate): Promise<CareerPost> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as CareerPostUpdate;
  const row = await work(deps, actor, async ({ tx, activity }) => {
    const before = await findPost(tx, id);
    if (!before) throw notFound(CAREER_TEXTS.postNotFound);
    const [updated] = await tx
      .update(careerPosts)
      .set({ ...columnsOf(defined), updatedAt: new Date() })
      .where(eq(careerPosts.id, id))
      .returning();
    if (defined.role !== undefined) {
      await tx.update(jobApplications).set({ jobTitle: updated!.role }).where(eq(jobApplications.jobPostId, id));
    }
    const beforeView = toCareerPost(before) as unknown as Record<string, unknown>;
    const afterView = toCareerPost(updated!) as unknown as Record<string, unknown>;
    const { before: was, after: now } = diffFields(beforeView, Object.fromEntries(Object.keys(changes).map((key) => [key, afterView[key]])));
    const toggle = onlyActiveToggle(changes);
    await activity({
      action: toggle ? 'status' : 'update',
      entity: 'career-post',
      entityId: id,
      summary: toggle ? `${updated!.isActive ? 'Activated' : 'Deactivated'} career post “${updated!.role}”` : `Updated career post “${updated!.role}”`,
      changes: { before: was, after: now },
    });
    return updated!;
  });
  return postWithCounts(deps.db, row);
}

/** Applications survive: their post link is cleared by the foreign key and their job title stays. */
export async function deletePost(deps: Deps, actor: Actor, id: string) {
  await work(deps, actor, async ({ tx, activity }) => {
    const [row] = await tx.delete(careerPosts).where(eq(careerPosts.id, id)).returning();
    if (!row) throw notFound(CAREER_TEXTS.postNotFound);
    await activity({ action: 'delete', entity: 'career-post', entityId: id, summary: `Deleted career post “${row.role}”` });
  });
}

/** The one reorder rule (platform/reorder.ts): every post listed exactly once, or 400 and nothing changes. */
export async function reorderPosts(deps: Deps, actor: Actor, posts: ReorderItem[]) {
  await work(deps, actor, async ({ tx, activity }) => {
    await reorderRows(tx, careerPosts, posts);
    await activity({
      action: 'reorder',
      entity: 'career-post',
      summary: `Reordered ${countOf(posts.length, { one: 'career post', other: 'career posts' })}`,
    });
  });
  return listPosts(deps.db, { staff: true });
}

export async function postStats(db: Db): Promise<CareerPostStats> {
  const [posts] = await db.select({ total: count(), active: sql<number>`count(*) FILTER (WHERE ${careerPosts.isActive})` }).from(careerPosts);
  const [applications] = await db.select({ total: count() }).from(jobApplications);
  const [recent] = await db.select({ total: count() }).from(jobApplications).where(gte(jobApplications.submittedAt, recentSince()));
  return {
    totalPosts: Number(posts!.total),
    activePosts: Number(posts!.active),
    totalApplications: Number(applications!.total),
    recentApplications: Number(recent!.total),
  };
}
