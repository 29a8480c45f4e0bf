import { defineConfig } from 'vitest/config';
import { useMemoryTmpDir } from './tools/memory-tmpdir.ts';
import SlowestTests from './tools/slowest-tests.ts';

// Scratch databases in memory where the machine allows it (tools/memory-tmpdir.ts); set before the
// global set-up makes the template and before the workers start, which inherit it.
useMemoryTmpDir();

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'],
    // The compiled catalogues first: every test imports them.
    globalSetup: ['packages/contract/scripts/compile-messages.ts', 'apps/server/src/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's imported modules (the app is imported once per worker, not once per
    // file); tools/vitest-setup.ts puts back what a file changes in the process.
    isolate: false,
    setupFiles: ['tools/vitest-setup.ts'],
    reporters: ['default', new SlowestTests()],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
