import type { Role } from '@app/contract';

/** The superAdmin the e2e server bootstraps through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Pass1' } as const;

/** Verified, active staff accounts serve.ts creates for the flows, one per role. */
export const E2E_PASSWORD = 'E2e-Staff-Pass1';
export const E2E_STAFF: Record<'admin' | 'moderator' | 'employee' | 'user' | 'fieldOfficer', { email: string; name: string; role: Role }> = {
  admin: { email: 'admin.staff@e2e.test', name: 'Amina Rahman', role: 'admin' },
  moderator: { email: 'moderator@e2e.test', name: 'Karim Hossain', role: 'moderator' },
  employee: { email: 'employee@e2e.test', name: 'Nadia Islam', role: 'employee' },
  user: { email: 'investor@e2e.test', name: 'Omar Faruq', role: 'user' },
  fieldOfficer: { email: 'field.officer@e2e.test', name: 'Rahim Uddin', role: 'fieldOfficer' },
};

/**
 * Investors of their own for flows where several investors meet (a round's last units): ready to
 * invest but for verification, like the shared investor (safeguards done long ago, a payout account).
 */
export const E2E_INVESTORS = [
  { email: 'salma.begum@e2e.test', name: 'Salma Begum', role: 'user' },
  { email: 'jamal.uddin@e2e.test', name: 'Jamal Uddin', role: 'user' },
  { email: 'ruksana.akter@e2e.test', name: 'Ruksana Akter', role: 'user' },
  { email: 'farid.ahmed@e2e.test', name: 'Farid Ahmed', role: 'user' },
  { email: 'monir.hossain@e2e.test', name: 'Monir Hossain', role: 'user' },
  // The Bengali investor flow's (bengali-account.spec).
  { email: 'nasrin.sultana@e2e.test', name: 'Nasrin Sultana', role: 'user' },
] as const satisfies readonly { email: string; name: string; role: Role }[];
