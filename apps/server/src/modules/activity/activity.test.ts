import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { API_PREFIX } from '@app/contract';
import { activityFacets, activityLog } from '../../db/schema/platform.ts';
import { signInAs, useTestApp } from '../../testing/app.ts';

const t = useTestApp({ roles: [] });
let admin: Awaited<ReturnType<typeof signInAs>>;
let moderator: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  admin = await signInAs(t.app, 'admin', { name: 'Amina Admin' });
  moderator = await signInAs(t.app, 'moderator', { name: 'Mo Moderator' });
  const day = (iso: string) => new Date(iso);
  await t.app.db.insert(activityLog).values([
    {
      actorId: admin.user.id,
      actorName: 'Amina Admin',
      action: 'create',
      entity: 'faq',
      entityId: '1',
      summary: 'Added FAQ one',
      createdAt: day('2026-03-01T10:00:00Z'),
    },
    {
      actorId: admin.user.id,
      actorName: 'Amina Admin',
      action: 'update',
      entity: 'faq',
      entityId: '1',
      summary: 'Edited FAQ one',
      createdAt: day('2026-03-02T10:00:00Z'),
      changes: { before: { question: 'a' }, after: { question: 'b' } },
    },
    {
      actorId: moderator.user.id,
      actorName: 'Mo Moderator',
      action: 'create',
      entity: 'story',
      entityId: '2',
      summary: 'Added story',
      createdAt: day('2026-03-03T23:30:00Z'),
    },
    {
      actorId: null,
      actorName: null,
      action: 'update',
      entity: 'metric',
      entityId: 'farmers',
      summary: 'Seeded metric',
      createdAt: day('2026-03-05T08:00:00Z'),
    },
  ]);
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers });

describe('GET /activity', () => {
  it('shows each role only entries about the tools it may use; unknown entities are admin-only', async () => {
    await t.app.db.insert(activityLog).values([
      {
        actorName: 'Amina Admin',
        action: 'status',
        entity: 'job-application',
        summary: 'Moved applicant rahima@example.test to Hired',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      },
      { actorName: 'Amina Admin', action: 'create', entity: 'some-future-tool', summary: 'Future entry', createdAt: new Date('2025-01-01T00:00:00Z') },
    ]);
    const seen = (await get('/activity?limit=100', moderator.headers)).json().data.map((e: { entity: string }) => e.entity);
    expect(new Set(seen)).toEqual(new Set(['faq', 'story']));
    expect((await get('/activity?entity=job-application', moderator.headers)).json().data).toEqual([]);
    expect((await get('/activity/facets', moderator.headers)).json().data.entities).toEqual(['faq', 'story']);
    const dashboard = (await get('/dashboard/summary', moderator.headers)).json().data.recentActivity.map((e: { entity: string }) => e.entity);
    expect(dashboard.every((entity: string) => entity === 'faq' || entity === 'story')).toBe(true);
    const adminSees = (await get('/activity?limit=100', admin.headers)).json().data.map((e: { entity: string }) => e.entity);
    expect(adminSees).toEqual(expect.arrayContaining(['job-application', 'some-future-tool', 'metric', 'faq']));
    await t.app.db.delete(activityLog).where(inArray(activityLog.entity, ['job-application', 'some-future-tool']));
  });

  it('lists newest first with pagination', async () => {
    const res = await get('/activity?limit=2', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((e: { summary: string }) => e.summary)).toEqual(['Seeded metric', 'Added story']);
    expect(body.pagination).toEqual({ page: 1, limit: 2, pages: 2, total: 4 });
    expect(body.data[0]).toMatchObject({ _id: body.data[0].id, entity: 'metric', actorName: null });
    const page2 = (await get('/activity?limit=2&page=2', admin.headers)).json();
    expect(page2.data.map((e: { summary: string }) => e.summary)).toEqual(['Edited FAQ one', 'Added FAQ one']);
    expect(page2.data[0].changes).toEqual({ before: { question: 'a' }, after: { question: 'b' } });
  });

  it('filters by actor, entity and inclusive dates', async () => {
    const byActor = (await get(`/activity?actor=${moderator.user.id}`, admin.headers)).json();
    expect(byActor.data.map((e: { summary: string }) => e.summary)).toEqual(['Added story']);
    const byEntity = (await get('/activity?entity=faq', admin.headers)).json();
    expect(byEntity.pagination.total).toBe(2);
    const byDates = (await get('/activity?from=2026-03-02&to=2026-03-03', admin.headers)).json();
    expect(byDates.data.map((e: { summary: string }) => e.summary)).toEqual(['Added story', 'Edited FAQ one']);
  });

  it('refuses bad filters with a 400 envelope', async () => {
    const badActor = await get('/activity?actor=nobody', admin.headers);
    expect(badActor.statusCode).toBe(400);
    expect(badActor.json()).toMatchObject({ success: false, message: 'Choose a valid person', errors: { actor: 'Choose a valid person' } });
    const badDate = await get('/activity?from=2026-13-40', admin.headers);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.from).toBe('Enter a valid start date');
    const reversed = await get('/activity?from=2026-03-05&to=2026-03-01', admin.headers);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe('The start date must be on or before the end date');
    const bigLimit = await get('/activity?limit=1000', admin.headers);
    expect(bigLimit.statusCode).toBe(400);
  });

  it('offers the people and entities of the log as facets', async () => {
    const res = await get('/activity/facets', admin.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.entities).toEqual(['faq', 'metric', 'story']);
    expect(data.actors).toEqual([
      { id: admin.user.id, name: 'Amina Admin' },
      { id: moderator.user.id, name: 'Mo Moderator' },
    ]);
  });

  it('keeps the facets with the writes: new combinations on insert, gone ones on delete, nothing from a rollback', async () => {
    const facets = async () => (await get('/activity/facets', admin.headers)).json().data;
    const facetRows = async () => (await t.app.db.select().from(activityFacets)).length;
    const rowsBefore = await facetRows();
    // Many entries of combinations already seen add no facet row.
    await t.app.db
      .insert(activityLog)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ actorId: admin.user.id, actorName: 'Amina Admin', action: 'update', entity: 'faq', summary: `Edit ${i}` })),
      );
    expect(await facetRows()).toBe(rowsBefore);
    await t.app.db
      .insert(activityLog)
      .values({ actorId: moderator.user.id, actorName: 'Mo Moderator', action: 'create', entity: 'team-member', summary: 'Added' });
    expect((await facets()).entities).toEqual(['faq', 'metric', 'story', 'team-member']);
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.insert(activityLog).values({ actorId: null, actorName: null, action: 'create', entity: 'rolled-back', summary: 'Never kept' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await facets()).entities).not.toContain('rolled-back');
    await t.app.db.delete(activityLog).where(eq(activityLog.entity, 'team-member'));
    expect((await facets()).entities).toEqual(['faq', 'metric', 'story']);
    // Deleting some of a combination's entries keeps it while others remain.
    await t.app.db.delete(activityLog).where(like(activityLog.summary, 'Edit %'));
    expect((await facets()).actors).toEqual([
      { id: admin.user.id, name: 'Amina Admin' },
      { id: moderator.user.id, name: 'Mo Moderator' },
    ]);
    expect(await facetRows()).toBe(rowsBefore);
  });
});
