import { describe, expect, it } from 'vitest';
import type { UserView } from '@app/contract';
import { formatCountdown, waitSeconds } from './form-bits';
import { homeFor, safeRedirect } from './session';

describe('auth helpers', () => {
  it('accepts only in-site return paths', () => {
    expect(safeRedirect('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('sends staff to the back office, investors to their portfolio and other roles to the profile', () => {
    expect(homeFor({ userRole: 'moderator' } as UserView)).toBe('/admin-panel');
    expect(homeFor({ userRole: 'employee' } as UserView)).toBe('/admin-panel');
    expect(homeFor({ userRole: 'editor' } as UserView)).toBe('/profile');
    expect(homeFor({ userRole: 'user' } as UserView)).toBe('/portfolio');
  });
  it('formats cooldowns and reads the server wait time', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(waitSeconds('Please wait 240 seconds before requesting another verification code.')).toBe(240);
    expect(waitSeconds('Please wait 1 hour before requesting another one.')).toBeNull();
  });
});
