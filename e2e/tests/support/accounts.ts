/** The superAdmin the e2e server bootstraps through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Pass1' } as const;
