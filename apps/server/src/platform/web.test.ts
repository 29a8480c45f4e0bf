import { describe, expect, it } from 'vitest';
import { pageStatus, sharedMaxAge } from './web.ts';

describe('the status of a page built on failed data', () => {
  it('is 503 when the database was unavailable, 500 for other server failures, and unchanged when nothing failed', () => {
    expect(pageStatus(200, 0)).toBe(200);
    expect(pageStatus(200, 503)).toBe(503);
    expect(pageStatus(200, 500)).toBe(500);
  });

  it('keeps redirects and error pages as they are', () => {
    expect(pageStatus(302, 503)).toBe(302);
    expect(pageStatus(404, 503)).toBe(404);
    expect(pageStatus(503, 500)).toBe(503);
  });
});

describe('how long a page of changing figures may be kept', () => {
  it('reads s-maxage from Cache-Control, and nothing else', async () => {
    const { ResponseCache } = await import('./public-cache.ts');
    expect(sharedMaxAge('public, max-age=0, s-maxage=10')).toBe(10);
    expect(sharedMaxAge('public, no-cache')).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
    expect(sharedMaxAge('s-maxage=abc')).toBeNull();
    // A stored page past its time is not served, whatever the version.
    const cache = new ResponseCache<{ version: number; expiresAt: number | null }>();
    cache.set('/fresh', { version: 1, expiresAt: Date.now() + 10_000 });
    cache.set('/stale', { version: 1, expiresAt: Date.now() - 1 });
    cache.set('/kept', { version: 1, expiresAt: null });
    expect(cache.get('/fresh', 1)).toBeDefined();
    expect(cache.get('/stale', 1)).toBeUndefined();
    expect(cache.get('/kept', 1)).toBeDefined();
  });
});
