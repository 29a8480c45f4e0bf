import { defineConfig } from 'vitest/config';
import SlowestTests from './tools/slowest-tests.ts';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'],
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', new SlowestTests()],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
