import { describe, expect, it } from 'vitest';
import type { UserView } from '@app/contract';
import { formatCountdown, waitSeconds } from './form-bits';
import { homeFor, safeRedirect, withReturnPath } from './session';

describe('auth helpers', () => {
  it('accepts only in-site return paths', () => {
    expect(safeRedirect('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
  it('passes a safe return path on through sign in, registration and email verification', () => {
    expect(withReturnPath('/register', '/portfolio/invest/abc')).toBe('/register?redirect=%2Fportfolio%2Finvest%2Fabc');
    expect(withReturnPath('/login?email=a%40b.c', '/portfolio')).toBe('/login?email=a%40b.c&redirect=%2Fportfolio');
    expect(withReturnPath('/register', '//evil.example')).toBe('/register');
    expect(withReturnPath('/register', null)).toBe('/register');
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
