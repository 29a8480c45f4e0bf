import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { signInAs, useTestApp } from '../../testing/app.ts';

const t = useTestApp({ seed: true, roles: [] });

describe('careers seed', () => {
  it('has five active posts and applications with downloadable PDF resumes', async () => {
    const posts = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/career/posts` })).json().data;
    expect(posts).toHaveLength(5);
    const { headers } = await signInAs(t.app, 'superAdmin');
    const list = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/career/applications`, headers })).json();
    expect(list.pagination.total).toBe(6);
    const resume = await t.app.inject({ method: 'GET', url: list.data[0].resumeUrl, headers });
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
