import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { call, multipartCall } from '../../testing/http.ts';

/** Input PostgreSQL cannot store must be a 400 or cleaned, never a 500. */
const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;

describe('content input robustness', () => {
  it('drops NUL characters from queries, JSON bodies and form fields', async () => {
    for (const url of [
      '/faq/faqs?search=%00',
      '/about/images?search=a%00b',
      '/ourStories/stories?search=%00',
      '/investment/plans?search=%00',
      '/team/members?search=%00',
    ]) {
      expect((await call(t.app, { method: 'GET', url })).status).toBe(200);
    }
    const faq = await call(t.app, { method: 'POST', url: '/faq/faqs', headers: admin, body: { question: 'Is it\u0000 halal?', answer: 'Yes' } });
    expect(faq.status).toBe(201);
    expect(faq.body.data.question).toBe('Is it halal?');
    const office = await call(t.app, { method: 'POST', url: '/contactInfo/offices', headers: admin, body: { title: 'HQ\u0000', address: 'Dhaka' } });
    expect(office.body.item.title).toBe('HQ');
    const plan = await multipartCall(t.app, 'POST', '/investment/plans', admin, {
      title: 'Goat\u0000s',
      package: 'P',
      product: 'Goats',
      description: 'D',
      investmentAmount: '100',
      investmentProfit: '10',
      duration: '3',
    });
    expect(plan.status).toBe(201);
    expect(plan.body.data.title).toBe('Goats');
  });

  it('refuses numbers too large for their columns with a message', async () => {
    const base = { title: 'Big', package: 'P', product: 'X', description: 'D', investmentAmount: 100, investmentProfit: 10, duration: 3 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, investmentAmount: 1e13 }, 'investmentAmount', 'Amount must be less than 1,000,000,000'],
      [{ ...base, duration: 100000 }, 'duration', 'Duration must be less than 10,000'],
      [{ ...base, order: 1e9 }, 'order', 'Display order must be at most 100000'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, { method: 'POST', url: '/investment/plans', headers: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    await call(t.app, { method: 'POST', url: '/metrics/metrics/initialize', headers: admin });
    const metric = await call(t.app, { method: 'PUT', url: '/metrics/metrics/clusters', headers: admin, body: { title: 'Clusters', count: 1e12 } });
    expect(metric.status).toBe(400);
    expect(metric.body.errors.count).toBe('Count must be less than 1,000,000,000');
  });
});
