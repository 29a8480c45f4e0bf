import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { inBothLanguages } from '../languages';

/** Auth layout routes (accounts.md §2): /login, /register, /forgot-password, ..., each also in Bengali under /bn. */
export default [
  layout(
    'routes/auth/layout.tsx',
    inBothLanguages([
      route('login', 'routes/auth/login.tsx'),
      route('register', 'routes/auth/register.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-password/:token?', 'routes/auth/reset-password.tsx'),
      route('verify-email', 'routes/auth/verify-email.tsx'),
      route('resend-verification', 'routes/auth/resend-verification.tsx'),
      route('set-password/:token?', 'routes/auth/set-password.tsx'),
      route('undo-email-change/:token', 'routes/auth/undo-email-change.tsx'),
    ]),
  ),
] satisfies RouteConfigEntry[];
