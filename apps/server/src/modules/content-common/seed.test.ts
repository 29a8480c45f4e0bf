import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOME_METRIC_KEYS, INVESTMENT_METRIC_KEYS, LOSS_RULE, METRIC_KEYS } from '@app/contract';
import { faqs } from '../../db/schema/content.ts';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';

const t = useTestApp({ seed: true, roles: [], timeout: 120_000 });

const get = async (url: string) => (await call(t.app, { method: 'GET', url })).body;

describe('content seed', () => {
  it('fills every public content list', async () => {
    const contact = (await get('/contactInfo')).data;
    expect(contact.phones.length).toBeGreaterThanOrEqual(2);
    expect(contact.phones.length).toBeLessThanOrEqual(5);
    expect(contact.socials.map((s: any) => s.platform)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);
    expect(contact.companyInfo.length).toBeGreaterThan(0);
    expect((await get('/about/images')).data).toHaveLength(6);
    const metrics = (await get('/metrics/metrics')).data;
    expect(metrics.map((m: any) => m.key)).toEqual([...METRIC_KEYS]);
    expect(metrics.slice(0, 3).map((m: any) => [m.key, m.count])).toEqual([
      [HOME_METRIC_KEYS[0], 45],
      [HOME_METRIC_KEYS[1], 337],
      [HOME_METRIC_KEYS[2], 286],
    ]);
    expect(metrics.find((m: any) => m.key === INVESTMENT_METRIC_KEYS[0]).count).toBe(2);
    // No typed return figure: returns come from the track record.
    expect(metrics.some((m: any) => /return/i.test(m.title))).toBe(false);
    const storyPage = await get('/ourStories/stories');
    expect(storyPage.pagination.total).toBe(6);
    expect(storyPage.data.some((s: any) => /wheelchair/i.test(s.role))).toBe(true);
    expect((await get('/faq/faqs')).data.length).toBeGreaterThanOrEqual(8);
    const plans = (await get('/investment/plans')).data;
    expect(plans.length).toBeGreaterThanOrEqual(4);
    expect(plans.every((p: any) => p.amountUnit === '£' && p.bannerUrl)).toBe(true);
    expect(plans.some((p: any) => p.isRevolving) && plans.some((p: any) => !p.isRevolving)).toBe(true);
    const team = (await get('/team/members')).data;
    expect(team).toHaveLength(7);
    expect(team.every((m: any) => m.gridColumn >= 1 && m.gridColumn <= 5)).toBe(true);
  });

  it('carries Bengali for every demo text: nothing is missing on the dashboard and no Bengali read falls back', async () => {
    const { headers } = await signInAs(t.app, 'superAdmin');
    const attention = (await call(t.app, { url: '/dashboard/needs-attention', headers })).body.data as { key: string; count: number }[];
    const bengali = attention.filter((item) => item.key.startsWith('bengali-missing-'));
    expect(bengali.length).toBeGreaterThan(0);
    expect(bengali.filter((item) => item.count > 0)).toEqual([]);
    for (const path of ['/about/images', '/ourStories/stories', '/faq/faqs', '/investment/plans', '/team/members']) {
      const items = (await get(`${path}?lang=bn`)).data as { fallback: string[] }[];
      expect(items.length, path).toBeGreaterThan(0);
      expect(
        items.filter((item) => item.fallback.length),
        path,
      ).toEqual([]);
    }
    const faqsInBengali = (await get('/faq/faqs?lang=bn')).data as { question: string; answer: string }[];
    // Bengali script throughout: no run of three English words (a name like Breadbasket Ventures is two).
    for (const faq of faqsInBengali) {
      expect(faq.question).toMatch(/[\u0980-\u09FF]/u);
      expect(faq.question + faq.answer).not.toMatch(/[A-Za-z]+\s+[A-Za-z]+\s+[A-Za-z]+/);
    }
  });

  it('serves the generated images with their WebP variants', async () => {
    const images = [
      ...(await get('/about/images')).data.map((i: any) => i.image),
      ...(await get('/team/members')).data.map((m: any) => m.image),
      ...(await get('/investment/plans')).data.map((p: any) => p.bannerUrl),
      ...(await get('/ourStories/stories')).data.map((s: any) => s.image),
    ];
    for (const url of images) {
      for (const variant of [url, url.replace('.webp', '-480.webp')]) {
        const res = await t.app.inject({ method: 'GET', url: variant });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('image/webp');
      }
    }
  });

  it('states the contract loss rule in the risk answer, and the migration rewrites only the untouched old seeded answer', async () => {
    const answers = (await get('/faq/faqs')).data.map((f: any) => f.answer as string);
    expect(answers.filter((a: string) => a.includes(LOSS_RULE))).toHaveLength(1);
    expect(answers.some((a: string) => /loss is shared/i.test(a))).toBe(false);

    const old =
      'Farming carries real risk: animal illness, weather and market prices. We reduce it with veterinary care, insurance where it is available, experienced field managers and spreading each cluster across many farmers, but profit is not guaranteed and, as in any true partnership, a loss is shared too.';
    const edited = `${old} Ask us for details.`;
    await t.app.db.insert(faqs).values([
      { question: 'Old seeded risk answer', answer: old, order: 900 },
      { question: 'Edited risk answer', answer: edited, order: 901 },
    ]);
    const migration = fs.readFileSync(new URL('../../db/migrations/0095_faq_loss_rule.sql', import.meta.url), 'utf8');
    await t.app.db.execute(sql.raw(migration));
    const after = await t.app.db.select().from(faqs);
    expect(after.find((f) => f.question === 'Old seeded risk answer')!.answer).toContain(LOSS_RULE);
    expect(after.find((f) => f.question === 'Edited risk answer')!.answer).toBe(edited);
  });
});
