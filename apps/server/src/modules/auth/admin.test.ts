import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES as M } from '@app/contract';
import { authSessions, authTokens } from '../../db/schema/auth.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { useTestApp } from '../../testing/app.ts';
import { Browser, lastMail, linkTokenIn, makeUser, PASSWORD, signedIn } from '../../testing/auth.ts';

const t = useTestApp({ roles: [] });
let superAdmin: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  superAdmin = await signedIn(t.app, { role: 'superAdmin', name: 'Super Sara' });
  admin = await signedIn(t.app, { role: 'admin', name: 'Admin Ali' });
});

const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const activityFor = async (id: string) => t.app.db.select().from(activityLog).where(eq(activityLog.entityId, id));

describe('user list and detail', () => {
  it('lists with pagination, filters, search and sort', async () => {
    for (let i = 0; i < 3; i++) await makeUser(t.app, { name: `Listed Zed ${i}`, role: 'editor', department: 'Field' });
    const res = await admin.browser.get('/auth/users?page=1&limit=2&role=editor&search=listed%20zed&sort=name&order=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.users.map((u: any) => u.name)).toEqual(['Listed Zed 0', 'Listed Zed 1']);
    expect(body.pagination).toEqual({ page: 1, limit: 2, pages: 2, total: 3 });
    expect(body.users[0]).toMatchObject({ userRole: 'editor', role: 'editor' });
    expect(body.users[0].passwordHash).toBeUndefined();
    const defaults = (await admin.browser.get('/auth/users')).json();
    expect(defaults.pagination).toMatchObject({ page: 1, limit: 10 });
    const statusFiltered = (await admin.browser.get('/auth/users?status=pending')).json();
    expect(statusFiltered.users.every((u: any) => u.userStatus === 'pending')).toBe(true);
    const wildcard = (await admin.browser.get('/auth/users?search=%25')).json();
    expect(wildcard.pagination.total).toBe(0);
  });

  it('answers bad list values with 400', async () => {
    for (const query of ['page=0', 'limit=1000', 'limit=abc', 'sort=passwordHash', 'order=up', 'role=king', 'status=gone']) {
      const res = await admin.browser.get(`/auth/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('shows one user with createdBy/updatedBy as {id, name}, 404 otherwise', async () => {
    const created = await admin.browser.post('/auth/create-user', {
      name: 'Detail Person',
      email: 'detail@example.test',
      phone: '+447700900555',
      userRole: 'employee',
    });
    const id = created.json().user.id;
    const res = await admin.browser.get(`/auth/users/${id}`);
    expect(res.json()).toMatchObject({
      success: true,
      user: { id, _id: id, createdBy: { id: admin.user.id, name: 'Admin Ali' }, updatedBy: { id: admin.user.id, name: 'Admin Ali' } },
    });
    expect((await admin.browser.get('/auth/users/00000000-0000-4000-8000-000000000000')).json()).toEqual({ success: false, message: 'User not found' });
    expect((await admin.browser.get('/auth/users/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('create user and setup', () => {
  it('creates a pending user, mails the setup link, which activates the account once', async () => {
    const res = await admin.browser.post('/auth/create-user', {
      name: 'New Staff',
      email: 'New.Staff@Example.test',
      phone: '+447700900111',
      userRole: 'moderator',
      department: 'Content',
      designation: 'Editor',
      employeeId: 'EMP-42',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User created successfully! Setup email has been sent.',
      user: { email: 'new.staff@example.test', userStatus: 'pending', userRole: 'moderator', isVerified: false },
    });
    const id = res.json().user.id;
    expect(await activityFor(id)).toHaveLength(1);
    const login = await new Browser(t.app).post('/auth/login', { email: 'new.staff@example.test', password: PASSWORD });
    // Waiting for its password, the account answers like any wrong password: nothing to learn.
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(M.invalidCredentials);
    const mail = await lastMail(t.app, 'new.staff@example.test');
    expect(mail!.textBody).toContain('http://localhost:3000/set-password/');
    const token = linkTokenIn(mail!.textBody, 'set-password')!;
    const bad = await new Browser(t.app).post(`/auth/setup-password/${token}`, { password: PASSWORD, confirmPassword: 'Different-1' });
    expect(bad.json().errors.confirmPassword).toBe('Passwords do not match');
    const set = await new Browser(t.app).post(`/auth/setup-password/${token}`, { password: PASSWORD, confirmPassword: PASSWORD });
    expect(set.json()).toEqual({ success: true, message: 'Password set successfully!', email: 'new.staff@example.test' });
    expect(await row(id)).toMatchObject({ userStatus: 'active', isVerified: true });
    const again = await new Browser(t.app).post(`/auth/setup-password/${token}`, { password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.json().message).toBe(M.setupLinkInvalid);
    expect((await new Browser(t.app).post('/auth/login', { email: 'new.staff@example.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('validates the create payload, refuses duplicates, and only a superAdmin creates superAdmins', async () => {
    const bad = await admin.browser.post('/auth/create-user', { name: 'X', email: 'bad', phone: '1', employeeId: 'E1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Email is invalid',
      phone: 'Phone number must be at least 8 characters',
      employeeId: 'Employee ID must be at least 3 characters',
    });
    const dup = await admin.browser.post('/auth/create-user', { name: 'Dup', email: admin.user.email, phone: '12345678' });
    expect(dup.statusCode).toBe(409);
    const sa = await admin.browser.post('/auth/create-user', { name: 'Boss Two', email: 'boss2@example.test', phone: '12345678', userRole: 'superAdmin' });
    expect(sa.statusCode).toBe(403);
    expect(sa.json().message).toBe(M.superAdminOnlyCreate);
    const ok = await superAdmin.browser.post('/auth/create-user', { name: 'Boss Two', email: 'boss2@example.test', phone: '12345678', userRole: 'superAdmin' });
    expect(ok.statusCode).toBe(201);
  });
});

describe('role, status, employee, verify, reset, delete, unlock', () => {
  it('updates role and status with the spec messages and logs them', async () => {
    const target = await makeUser(t.app);
    const role = await admin.browser.put(`/auth/update-role/${target.id}`, { userRole: 'editor' });
    expect(role.json()).toMatchObject({ success: true, message: 'User role updated successfully!', user: { userRole: 'editor' } });
    const bad = await admin.browser.put(`/auth/update-role/${target.id}`, { userRole: 'king' });
    expect(bad.statusCode).toBe(400);
    const status = await admin.browser.put(`/auth/update-status/${target.id}`, { userStatus: 'suspended' });
    expect(status.json()).toMatchObject({ success: true, message: 'User status updated successfully!', user: { userStatus: 'suspended' } });
    expect((await activityFor(target.id)).map((a) => a.action).sort()).toEqual(['role', 'status']);
  });

  it('suspending a user ends their sessions at once', async () => {
    const victim = await signedIn(t.app);
    await admin.browser.put(`/auth/update-status/${victim.user.id}`, { userStatus: 'suspended' });
    expect((await victim.browser.get('/auth/me')).statusCode).toBe(401);
    expect((await victim.browser.post('/auth/refresh-token')).statusCode).toBe(401);
  });

  it('keeps admins off superAdmins and themselves', async () => {
    const boss = await makeUser(t.app, { role: 'superAdmin' });
    for (const [path, body] of [
      [`/auth/update-role/${boss.id}`, { userRole: 'user' }],
      [`/auth/update-status/${boss.id}`, { userStatus: 'suspended' }],
      [`/auth/update-employee/${boss.id}`, { name: 'Renamed', email: boss.email, phone: '12345678' }],
    ] as const) {
      const res = await admin.browser.put(path, body);
      expect(res.statusCode, path).toBe(403);
    }
    const grant = await admin.browser.put(`/auth/update-role/${(await makeUser(t.app)).id}`, { userRole: 'superAdmin' });
    expect(grant.json().message).toBe(M.superAdminOnlyRole);
    expect((await admin.browser.put(`/auth/update-role/${admin.user.id}`, { userRole: 'user' })).json().message).toBe(M.cannotChangeOwnRole);
    expect((await admin.browser.put(`/auth/update-status/${admin.user.id}`, { userStatus: 'inactive' })).json().message).toBe(M.cannotChangeOwnStatus);
    // A superAdmin may.
    expect((await superAdmin.browser.put(`/auth/update-status/${boss.id}`, { userStatus: 'inactive' })).statusCode).toBe(200);
    expect((await superAdmin.browser.put(`/auth/update-role/${boss.id}`, { userRole: 'admin' })).statusCode).toBe(200);
  });

  it('updates employee information; only a superAdmin sets nidVerified', async () => {
    const target = await makeUser(t.app, { role: 'employee' });
    const payload = {
      name: 'Edited Name',
      email: target.email,
      phone: '+8801700000000',
      department: 'Livestock',
      designation: 'Field Officer',
      employeeId: 'EMP-7',
      joiningDate: '2024-02-01',
      bloodGroup: 'O+',
      address: { city: 'Rajshahi', street: null },
      nidNumber: '1990123456789',
      company: '',
    };
    const res = await admin.browser.put(`/auth/update-employee/${target.id}`, payload);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Employee information updated successfully!',
      user: { name: 'Edited Name', department: 'Livestock', bloodGroup: 'O+', company: null },
    });
    const nid = await admin.browser.put(`/auth/update-employee/${target.id}`, { ...payload, nidVerified: true });
    expect(nid.statusCode).toBe(403);
    expect(nid.json().message).toBe(M.nidVerifySuperAdminOnly);
    expect((await superAdmin.browser.put(`/auth/update-employee/${target.id}`, { ...payload, nidVerified: true })).json().user.nidVerified).toBe(true);
    const invalid = await admin.browser.put(`/auth/update-employee/${target.id}`, { name: '', email: 'x', phone: '1' });
    expect(invalid.statusCode).toBe(400);
    const [entry] = (await activityFor(target.id)).filter((a) => a.action === 'update');
    expect(entry!.changes).toMatchObject({ before: { name: target.name }, after: { name: 'Edited Name' } });
  });

  it('verifies an email once', async () => {
    const target = await makeUser(t.app, { isVerified: false });
    const res = await admin.browser.post('/auth/admin-verify-email', { userId: target.id });
    expect(res.json()).toMatchObject({ success: true, message: 'User email verified successfully!' });
    const again = await admin.browser.post('/auth/admin-verify-email', { userId: target.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This user's email is already verified.");
    expect((await admin.browser.post('/auth/admin-verify-email', {})).statusCode).toBe(400);
  });

  it('does not let an admin verify a super admin', async () => {
    const target = await makeUser(t.app, { role: 'superAdmin', isVerified: false });
    const res = await admin.browser.post('/auth/admin-verify-email', { userId: target.id });
    expect(res.statusCode).toBe(403);
    expect((await row(target.id)).isVerified).toBe(false);
  });

  it('forces a password reset: signed out everywhere and mailed a link', async () => {
    const victim = await signedIn(t.app);
    const res = await admin.browser.post(`/auth/force-password-reset/${victim.user.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Password reset email sent to user.' });
    expect((await victim.browser.get('/auth/me')).statusCode).toBe(401);
    expect(linkTokenIn((await lastMail(t.app, victim.user.email))!.textBody, 'reset-password')).toBeTruthy();
  });

  it('deletes users: superAdmin only, never themselves or another superAdmin', async () => {
    const target = await makeUser(t.app);
    expect((await admin.browser.delete(`/auth/users/${target.id}`)).statusCode).toBe(403);
    const res = await superAdmin.browser.delete(`/auth/users/${target.id}`);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully!' });
    expect((await superAdmin.browser.get(`/auth/users/${target.id}`)).statusCode).toBe(404);
    expect((await superAdmin.browser.delete(`/auth/users/${superAdmin.user.id}`)).json().message).toBe(M.cannotDeleteSelf);
    const boss = await makeUser(t.app, { role: 'superAdmin' });
    expect((await superAdmin.browser.delete(`/auth/users/${boss.id}`)).statusCode).toBe(403);
    expect((await superAdmin.browser.delete(`/auth/users/${target.id}`)).statusCode).toBe(404);
  });

  it('unlocks a locked account', async () => {
    const target = await makeUser(t.app, { failedLoginAttempts: 5, accountLockUntil: new Date(Date.now() + 600_000) });
    const res = await admin.browser.post(`/auth/unlock/${target.id}`);
    expect(res.json()).toMatchObject({ success: true, message: M.accountUnlocked, user: { failedLoginAttempts: 0, accountLockUntil: null } });
    expect((await new Browser(t.app).post('/auth/login', { email: target.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await admin.browser.post(`/auth/unlock/${target.id}`)).json().message).toBe(M.notLocked);
  });
});

describe('activity entries', () => {
  const tables = [users, authSessions, authTokens, mailOutbox, activityLog];
  it.each([
    [
      'create a user',
      () => admin.browser.post('/auth/create-user', { name: 'Rolled Back', email: 'rolled.back@example.test', phone: '+447700900556', userRole: 'employee' }),
    ],
    ['change a role', (id: string) => admin.browser.put(`/auth/update-role/${id}`, { userRole: 'editor' })],
    ['suspend', (id: string) => admin.browser.put(`/auth/update-status/${id}`, { userStatus: 'suspended' })],
    [
      'edit and suspend',
      (id: string, email: string) =>
        admin.browser.put(`/auth/update-employee/${id}`, { name: 'Renamed', email, phone: '+8801700000000', userStatus: 'suspended' }),
    ],
    ['verify an email', (id: string) => admin.browser.post('/auth/admin-verify-email', { userId: id })],
    ['force a password reset', (id: string) => admin.browser.post(`/auth/force-password-reset/${id}`)],
    ['delete a user', (id: string) => superAdmin.browser.delete(`/auth/users/${id}`)],
    ['unlock', (id: string) => admin.browser.post(`/auth/unlock/${id}`)],
  ])('commit with the write or not at all: %s', async (_, write) => {
    // Signed in (a session to end), unverified and locked, so every write has something to change.
    const { user } = await signedIn(t.app, { role: 'employee' });
    await t.app.db
      .update(users)
      .set({ isVerified: false, failedLoginAttempts: 5, accountLockUntil: new Date(Date.now() + 600_000) })
      .where(eq(users.id, user.id));
    await expectRolledBackWithoutActivity(t.app, tables, () => write(user.id, user.email));
  });
});
