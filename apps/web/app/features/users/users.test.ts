import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Role, UserStatus, UserView } from '@app/contract';
import { csvCell, usersToCsv } from './csv';
import { RoleBadge, StatusBadge } from './badges';
import { avatarColour, initials, isLockActive } from './format';
import { passwordStrength } from '../auth/password-strength';

describe('user formatting', () => {
  it('takes initials from the first two name parts', () => {
    expect(initials('Amina Rahman Chowdhury')).toBe('AR');
    expect(initials('omar')).toBe('O');
    expect(initials('  ')).toBe('?');
  });
  it('derives a stable colour from the name', () => {
    expect(avatarColour('Amina')).toBe(avatarColour('Amina'));
    expect(avatarColour('Amina')).not.toBe(avatarColour('Karim'));
  });
  it('shows a lock only while it lies in the future', () => {
    expect(isLockActive(new Date(Date.now() + 60_000).toISOString())).toBe(true);
    expect(isLockActive(new Date(Date.now() - 60_000).toISOString())).toBe(false);
    expect(isLockActive(null)).toBe(false);
  });
  it('renders each role and status badge in the colour the spec gives it', () => {
    const role = (userRole: Role) => renderToStaticMarkup(createElement(RoleBadge, { user: { userRole, role: userRole } }));
    expect(role('superAdmin')).toContain('bg-purple-100');
    expect(role('admin')).toContain('bg-purple-100');
    expect(role('moderator')).toMatch(/bg-blue-100.*>Moderator</);
    expect(role('editor')).toContain('bg-teal-100');
    expect(role('employee')).toContain('bg-indigo-100');
    expect(role('user')).toContain('bg-stone-100');
    const status = (value: UserStatus) => renderToStaticMarkup(createElement(StatusBadge, { status: value }));
    expect(status('active')).toMatch(/bg-green-100.*>Active</);
    expect(status('inactive')).toContain('bg-red-100');
    expect(status('suspended')).toContain('bg-red-100');
    expect(status('pending')).toContain('bg-orange-100');
  });
});

describe('CSV export', () => {
  it('quotes cells that need it and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
  });
  it('writes a header and one line per user', () => {
    const user = {
      name: 'Rahman, Amina',
      email: 'a@x.test',
      phone: '+8801700000000',
      userRole: 'admin',
      role: 'admin',
      userStatus: 'active',
      isVerified: true,
      customerType: 'individual',
      createdAt: '2026-01-01T00:00:00.000Z',
    } as unknown as UserView;
    const lines = usersToCsv([user]).split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Role,Status,Verified,Customer Type,Department,Designation,Employee ID,Last Login,Created');
    expect(lines[1]).toBe(`"Rahman, Amina",a@x.test,'+8801700000000,Admin,Active,Yes,individual,,,,,2026-01-01T00:00:00.000Z`);
  });
});

describe('password strength', () => {
  it('maps the five criteria to Weak/Fair/Good/Strong', () => {
    expect(passwordStrength('ab').label).toBe('Weak');
    expect(passwordStrength('abcdefgh').label).toBe('Weak');
    expect(passwordStrength('Abcdefgh').label).toBe('Fair');
    expect(passwordStrength('Abcdefg1').label).toBe('Good');
    expect(passwordStrength('Abcdef1!').label).toBe('Strong');
  });
});
