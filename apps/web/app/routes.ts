import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import adminRoutes from './routes/admin/routes';
import authRoutes from './routes/auth/routes';
import fieldRoutes from './routes/field/routes';
import profileRoutes from './routes/profile/routes';
import publicRoutes from './routes/public/routes';

/** Each area keeps its own route list (routes/<area>/routes.ts); this file only composes them. */
export default [
  ...publicRoutes,
  layout('routes/query-layout.tsx', [...authRoutes, ...profileRoutes, ...adminRoutes]),
  ...fieldRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
