import type { SessionView, UserView } from '@app/contract';
import { api } from '../../lib/api';

/**
 * The account calls beyond accounts.md §7 (sessions, GDPR, two-factor, security settings),
 * kept in one place so their paths are written once on the web side.
 */
export const accountApi = {
  sessions: () => api.get<{ sessions: SessionView[] }>('/auth/sessions').then((body) => body.sessions),
  revokeSession: (id: string) => api.delete<{ message?: string }>(`/auth/sessions/${encodeURIComponent(id)}`),
  revokeOtherSessions: () => api.post<{ message?: string }>('/auth/sessions/revoke-others'),
  exportData: () => api.get<{ data?: Record<string, unknown> }>('/auth/export-data'),
  deleteAccount: (password: string) => api.post<{ message?: string }>('/auth/delete-account', { password }),
  twoFactorSetup: () => api.post<{ secret: string; otpauthUrl: string; qrCode?: string; qrSvg?: string }>('/auth/2fa/setup'),
  twoFactorEnable: (code: string) => api.post<{ message?: string; recoveryCodes?: string[] }>('/auth/2fa/enable', { code }),
  twoFactorDisable: (code: string) => api.post<{ message?: string }>('/auth/2fa/disable', { code }),
  securitySettings: () => api.get<{ settings?: { requireStaffTwoFactor: boolean }; requireStaffTwoFactor?: boolean }>('/auth/security-settings'),
  saveSecuritySettings: (requireStaffTwoFactor: boolean) => api.put<{ message?: string }>('/auth/security-settings', { requireStaffTwoFactor }),
  unlockUser: (id: string) => api.post<{ message?: string; user?: UserView }>(`/auth/unlock/${encodeURIComponent(id)}`),
};
