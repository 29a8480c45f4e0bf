import { describe, expect, it } from 'vitest';
import { API_PREFIX, workPlanToday } from '@app/contract';
import { signInAs, useTestApp } from '../../testing/app.ts';

const t = useTestApp({ seed: true, roles: [], timeout: 180_000 });
// Every domain's demo content loads here, which takes a while on a busy machine.

describe('work-plan demo content', () => {
  it('seeds employees with plans in every state, check-ins and feedback', async () => {
    const admin = await signInAs(t.app, 'admin');
    const today = workPlanToday();
    const res = await t.app.inject({ url: `${API_PREFIX}/work-plans?month=${Number(today.slice(5, 7))}&year=${today.slice(0, 4)}`, headers: admin.headers });
    const plans = res.json().data as { status: string | null; employee: { department: string } }[];
    expect(plans.length).toBeGreaterThanOrEqual(10);
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set(['approved', 'pending', 'changes-requested', 'draft', null]));
    expect(res.json().departments).toEqual(expect.arrayContaining(['Field Operations', 'Veterinary', 'Finance', 'Marketing', 'HR', 'Technology']));
    const dash = (await t.app.inject({ url: `${API_PREFIX}/work-plans/dashboard`, headers: admin.headers })).json().data;
    expect(dash.recentActivity).toHaveLength(5);
    const analytics = (await t.app.inject({ url: `${API_PREFIX}/work-plans/analytics?range=quarter`, headers: admin.headers })).json().data;
    expect(analytics.topPerformers).toHaveLength(5);
  });
});
