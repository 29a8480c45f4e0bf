import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX } from '@app/contract';
import { trustPages } from '../../db/schema/cycles.ts';
import { activityLog } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { anonymousHeaders, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ roles: ['moderator', 'employee'] });
const { moderator, employee } = t.as;

const page = {
  title: 'Shariah compliance',
  intro: 'A Mudarabah partnership.',
  sections: [{ title: 'No interest', body: 'We never pay interest.\n\n- one\n- two' }],
};

describe('trust pages', () => {
  it('serves the default text to anyone before staff edit it', async () => {
    for (const slug of ['shariah', 'risk']) {
      const res = await call(t.app, { method: 'GET', url: `/trust-pages/${slug}`, headers: anonymousHeaders() });
      expect(res.status).toBe(200);
      expect(res.body.data.slug).toBe(slug);
      expect(res.body.data.sections.length).toBeGreaterThan(3);
    }
    const shariah = await call(t.app, { method: 'GET', url: '/trust-pages/shariah' });
    expect(JSON.stringify(shariah.body.data)).toMatch(/Mudarabah/);
    expect(JSON.stringify(shariah.body.data)).toMatch(/loss/);
  });

  it('answers 404 for any other page', async () => {
    expect((await call(t.app, { method: 'GET', url: '/trust-pages/terms' })).status).toBe(404);
    expect((await call(t.app, { method: 'PUT', url: '/trust-pages/__proto__', headers: moderator, body: page })).status).toBe(404);
  });

  it('lets a content editor save a page, logged in the activity log', async () => {
    const res = await call(t.app, { method: 'PUT', url: '/trust-pages/shariah', headers: moderator, body: page });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Page saved successfully',
      data: { title: 'Shariah compliance', intro: 'A Mudarabah partnership.' },
    });
    const read = await call(t.app, { method: 'GET', url: '/trust-pages/shariah' });
    expect(read.body.data.sections).toEqual(page.sections);
    const logged = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'trust-page'));
    expect(logged.map((row) => row.summary)).toContainEqual(expect.stringMatching(/^Updated the Shariah compliance page; changed: .*introduction/));
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const res = await call(t.app, { method: 'PUT', url: '/trust-pages/shariah', headers: moderator, body: { ...page, title: ' ', sections: [] } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ title: 'Title is required', sections: 'Add at least one section' });
    const long = await call(t.app, {
      method: 'PUT',
      url: '/trust-pages/risk',
      headers: moderator,
      body: { ...page, sections: [{ title: 'x', body: 'y'.repeat(4001) }] },
    });
    expect(long.body.errors).toMatchObject({ 'sections.0.body': 'Section text must be at most 4000 characters' });
    expect((await call(t.app, { method: 'PUT', url: '/trust-pages/risk', headers: moderator, body: [1] })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/trust-pages/shariah' })).body.data.title).toBe('Shariah compliance');
  });

  it('lets only content editors write', async () => {
    expect((await call(t.app, { method: 'PUT', url: '/trust-pages/risk', headers: employee, body: page })).status).toBe(403);
    expect((await call(t.app, { method: 'PUT', url: '/trust-pages/risk', headers: anonymousHeaders(), body: page })).status).toBe(401);
  });
});

describe('activity entries', () => {
  it('commit with the write or not at all: save a page', async () => {
    await expectRolledBackWithoutActivity(t.app, [trustPages, activityLog], () =>
      t.app.inject({ method: 'PUT', url: `${API_PREFIX}/trust-pages/risk`, headers: moderator, payload: { ...page, title: 'Risks, plainly' } }),
    );
  });
});
