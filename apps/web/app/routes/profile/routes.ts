import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Signed-in profile routes (accounts.md §2): /profile, /profile/edit, /profile/change-password. */
export default [
  ...prefix('profile', [
    layout('routes/profile/layout.tsx', [
      index('routes/profile/index.tsx'),
      route('edit', 'routes/profile/edit.tsx'),
      route('change-password', 'routes/profile/change-password.tsx'),
    ]),
  ]),
] satisfies RouteConfigEntry[];
