import { describe, expect, it } from 'vitest';
import { safeReturnPath, type UserView } from '@app/contract';
import { formatCountdown, waitSeconds } from './form-bits';
import { homeFor, withReturnPath } from './session';

describe('auth helpers', () => {
  it('accepts only in-site return paths', () => {
    expect(safeReturnPath('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    // Browsers drop tabs and newlines in URLs: '/\t/evil' would become '//evil'.
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('/a\\b')).toBeNull();
    expect(safeReturnPath('/portfolio/invest/abc?units=2')).toBe('/portfolio/invest/abc?units=2');
    expect(safeReturnPath(null)).toBeNull();
  });
  it('passes a safe return path on through sign in, registration and email verification', () => {
    expect(withReturnPath('/register', '/portfolio/invest/abc')).toBe('/register?redirect=%2Fportfolio%2Finvest%2Fabc');
    expect(withReturnPath('/login?email=a%40b.c', '/portfolio')).toBe('/login?email=a%40b.c&redirect=%2Fportfolio');
    expect(withReturnPath('/register', '//evil.example')).toBe('/register');
    expect(withReturnPath('/register', null)).toBe('/register');
  });
  it('sends staff to the back office, investors to their portfolio, field officers to the field app and other roles to the profile', () => {
    expect(homeFor({ userRole: 'moderator' } as UserView)).toBe('/admin-panel');
    expect(homeFor({ userRole: 'employee' } as UserView)).toBe('/admin-panel');
    expect(homeFor({ userRole: 'editor' } as UserView)).toBe('/profile');
    expect(homeFor({ userRole: 'user' } as UserView)).toBe('/portfolio');
    expect(homeFor({ userRole: 'fieldOfficer' } as UserView)).toBe('/field');
  });
  it('formats cooldowns and reads the server wait time', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(waitSeconds('Please wait 240 seconds before requesting another verification code.')).toBe(240);
    expect(waitSeconds('Please wait 1 hour before requesting another one.')).toBeNull();
  });
});
