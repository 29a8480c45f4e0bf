import { describe, expect, it } from 'vitest';
import { pageStatus } from './web.ts';

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
