/**
 * Test files share their worker's modules (`isolate: false` in vitest.config.ts: importing the app
 * once per worker instead of once per file took three minutes off the suite). So what one file
 * changes in the process is put back before the next file runs.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
