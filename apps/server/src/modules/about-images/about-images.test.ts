import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { pngBytes } from '../content-common/testing.ts';

/** What the gallery adds to the shared collection suite: enabling and disabling images. */
const t = useTestApp({ roles: ['moderator'] });
const { moderator } = t.as;

const list = async (headers: Record<string, string> = {}) =>
  ((await call(t.app, { method: 'GET', url: '/about/images', headers })).body.data as any[]).map((i) => i.id);

describe('about images', () => {
  it('hides disabled images from the public but not from content editors', async () => {
    const ids: string[] = [];
    for (const title of ['Paddy fields', 'Cattle']) {
      const res = await multipartCall(t.app, 'POST', '/about/images', moderator, {
        title,
        image: { name: 'a.png', data: await pngBytes(), type: 'image/png' },
      });
      ids.push(res.body.data.id);
    }
    const off = await call(t.app, { method: 'PATCH', url: `/about/images/${ids[0]}/toggle-status`, headers: moderator });
    expect(off.body).toMatchObject({ message: 'Image disabled successfully', data: { disabled: true } });
    expect(await list()).toEqual([ids[1]]);
    expect(await list(moderator)).toEqual(ids);
    const on = await call(t.app, { method: 'PATCH', url: `/about/images/${ids[0]}/toggle-status`, headers: moderator });
    expect(on.body.message).toBe('Image enabled successfully');
    expect(await list()).toEqual(ids);
  });

  it('refuses employees and unknown ids', async () => {
    const employee = (await signInAs(t.app, 'employee')).headers;
    const [id] = await list();
    expect((await call(t.app, { method: 'PATCH', url: `/about/images/${id}/toggle-status`, headers: employee })).status).toBe(403);
    const missing = await call(t.app, { method: 'PATCH', url: '/about/images/00000000-0000-4000-8000-000000000000/toggle-status', headers: moderator });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Image not found' });
  });
});
