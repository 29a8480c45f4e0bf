import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Lets several builds coexist on one machine (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
