import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, SERVICE_BRIEFLY_UNAVAILABLE } from '@app/contract';
import { Lifecycle } from './lifecycle.ts';

/** A lifecycle listening as main.ts starts it, with a Fastify app behind it that is not open yet. */
async function starting(startWaitMs?: number) {
  const lifecycle = new Lifecycle('starting', startWaitMs);
  await lifecycle.listen(0, '127.0.0.1');
  const app = Fastify({ serverFactory: lifecycle.serverFactory(() => false) });
  app.get('/*', async (request) => ({ served: request.url }));
  const base = `http://127.0.0.1:${(lifecycle.server.address() as AddressInfo).port}`;
  stops.push(() => new Promise<void>((resolve) => lifecycle.server.close(() => resolve())));
  stops.push(() => lifecycle.server.closeAllConnections());
  return { lifecycle, app, base };
}
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('the lifecycle server while the app starts', () => {
  it('answers /healthz 200 and /readyz 503 starting (naming the step) before the app exists', async () => {
    const { lifecycle, base } = await starting();
    lifecycle.step = 'applying migrations';
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz?probe=1`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'starting', step: 'applying migrations' });
  });

  it('holds other requests until the app opens, then the app answers them', async () => {
    const { lifecycle, app, base } = await starting();
    const held = fetch(`${base}/api/v1/faq/faqs`);
    // Answered meanwhile, while the other waits.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(lifecycle.requestsInFlight).toBe(1);
    await app.ready();
    lifecycle.open();
    const response = await held;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ served: '/api/v1/faq/faqs' });
    // Open is not ready: warming up comes between (the app's /readyz still says starting).
    expect(lifecycle.phase).toBe('starting');
    lifecycle.ready();
    expect(lifecycle.phase).toBe('ready');
  });

  it('answers a request held past its wait 503 with Retry-After: the API envelope, or text for a page', async () => {
    const { base } = await starting(50);
    const api = await fetch(`${base}${API_PREFIX}/contactInfo`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ success: false, message: SERVICE_BRIEFLY_UNAVAILABLE });
    const page = await fetch(`${base}/contact`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toBe(SERVICE_BRIEFLY_UNAVAILABLE);
  });

  it('says draining on /readyz when a stop signal came before the app was ready', async () => {
    const { lifecycle, base } = await starting();
    lifecycle.phase = 'draining';
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
  });
});
