import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './tools/chromium.ts';
import { E2E_WORKERS, e2eServer } from './tools/servers.ts';

/**
 * Browser flows against the built app in Debian's Chromium headless shell (never a downloaded browser).
 * Each worker has its own server (tools/servers.ts): serve.ts starts a real SMTP sink and the app on
 * a fresh embedded database with demo content.
 */
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A file's flows run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries, CI included: a test that needs a second try is a broken test.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./tools/slowest-reporter.ts']],
  use: {
    // Each worker's own server: the baseURL fixture in tests/support/test.ts.
    baseURL: servers[0]!.baseURL,
    // No trace by default: recording one (its screencast above all) cost the flows about a third of
    // their CPU (2026-12-07). A failure keeps its screenshot and page snapshot; `--trace on` when debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: servers.map((server) => ({
    command: 'node --import tsx serve.ts',
    url: `${server.baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      // React's production build, as `npm start` serves it.
      NODE_ENV: 'production',
      E2E_DIR: server.dir,
      PORT: String(server.port),
      E2E_SMTP_PORT: String(server.smtpPort),
      E2E_CLOCK_PORT: String(server.clockPort),
    },
  })),
});
