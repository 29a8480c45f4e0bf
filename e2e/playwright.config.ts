import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.ts';

/**
 * Browser flows against the built app in Debian's Chromium (never a downloaded browser).
 * serve.ts starts a real SMTP sink and the app on a fresh embedded database with demo content.
 * E2E_PORT / E2E_SMTP_PORT let two runs on one machine coexist.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
/** serve.ts's control port: moves the server's safeguard clock (see serve.ts). */
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? port + 2000);
export const e2eDir = path.join(os.tmpdir(), `e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // No retries, CI included: a test that needs a second try is a broken test.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./tools/slowest-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx serve.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // React's production build, as `npm start` serves it.
      NODE_ENV: 'production',
      E2E_DIR: e2eDir,
      PORT: String(port),
      E2E_SMTP_PORT: String(smtpPort),
      E2E_CLOCK_PORT: String(clockPort),
    },
  },
});
