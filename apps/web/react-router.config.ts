import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // `npm run build` (scripts/build.ts) names a fresh folder for every build and switches to it when
  // complete. Run by hand, react-router build writes build-manual, never a folder a server is using.
  buildDirectory: process.env.WEB_BUILD_FOLDER ?? 'build-manual',
  ssr: true,
} satisfies Config;
