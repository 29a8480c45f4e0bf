import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Signed-in profile routes (accounts.md §2): /profile, /profile/edit, /profile/change-password. */
export default [] satisfies RouteConfigEntry[];
