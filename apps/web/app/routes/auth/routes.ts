import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Auth layout routes (accounts.md §2): /login, /register, /forgot-password, ... */
export default [] satisfies RouteConfigEntry[];
