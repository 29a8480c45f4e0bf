import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';
import { pngBytes } from '../content-common/testing.ts';

/** What the team adds to the shared collection suite: its grid columns. */
const t = useTestApp({ roles: ['superAdmin'] });
const { superAdmin: admin } = t.as;

const add = async (fields: Record<string, string>) =>
  multipartCall(t.app, 'POST', '/team/members', admin, {
    ...fields,
    image: { name: 'photo.png', data: await pngBytes(60, 60), type: 'image/png' },
  });
const move = (id: string, gridColumn: unknown, headers = admin) =>
  call(t.app, { method: 'PATCH', url: `/team/members/${id}/grid-column`, headers, body: { gridColumn } });

describe('team grid', () => {
  const ids: string[] = [];

  it('puts new members in column 3 unless told; refuses columns outside 1..5 and orders below 1', async () => {
    ids.push((await add({ name: 'Imran Hossain', position: 'Founder & CEO' })).body.data.id);
    ids.push((await add({ name: 'Nusrat Jahan', position: 'Head of Operations', gridColumn: '1' })).body.data.id);
    const members = (await call(t.app, { method: 'GET', url: '/team/members' })).body.data;
    expect(members.map((m: any) => m.gridColumn)).toEqual([3, 1]);
    for (const [fields, field, message] of [
      [{ gridColumn: '6' }, 'gridColumn', 'Column must be a whole number from 1 to 5'],
      [{ order: '0' }, 'order', 'Display order must be at least 1'],
    ] as const) {
      const res = await add({ name: 'N', position: 'P', ...fields });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('moves a member between columns within 1..5', async () => {
    const res = await move(ids[0]!, 4);
    expect(res.body).toMatchObject({ message: 'Moved Imran Hossain to Column 4', data: { gridColumn: 4 } });
    for (const gridColumn of [0, 6, 2.5, 'left']) {
      const bad = await move(ids[0]!, gridColumn);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.gridColumn).toBe('Column must be a whole number from 1 to 5');
    }
    expect((await call(t.app, { method: 'GET', url: `/team/members/${ids[0]}` })).body.data.gridColumn).toBe(4);
  });

  it('refuses moderators; unknown members are 404, even with a bad column', async () => {
    const moderator = (await signInAs(t.app, 'moderator')).headers;
    expect((await move(ids[0]!, 2, moderator)).status).toBe(403);
    for (const gridColumn of [1, 'left']) {
      const missing = await move('00000000-0000-4000-8000-000000000000', gridColumn);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Team member not found' });
    }
  });
});
