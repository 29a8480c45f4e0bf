import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  emailVerifiedResponse,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeySignInOptionsResponse,
  passkeyView,
  personalDataExportView,
  profileImageResponse,
  profileUpdateResponse,
  securitySettingsResponse,
  sessionListResponse,
  signInResponse,
  twoFactorSetupResponse,
  userListResponse,
  userResponse,
  PASSKEY_MESSAGES,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  AUTH_MESSAGES as M,
  inLanguage,
  adminEditUserSchema,
  adminVerifyEmailSchema,
  createUserSchema,
  deleteAccountSchema,
  securitySettingsSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  identityProofSchema,
  selfUserResponse,
  updateRoleSchema,
  updateStatusSchema,
  userListQuerySchema,
  PROFILE_IMAGE_MAX_BYTES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  setPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from '@app/contract';
import { signedInActorOf } from '../../platform/activity.ts';
import { badRequestIn, HttpError, idParam, ok, parse, unauthorized } from '../../platform/http.ts';
import { clearSessionCookies, clientOf, REFRESH_COOKIE, setSessionCookies } from '../../platform/session.ts';
import { readMultipart } from '../../platform/uploads.ts';
import {
  changePassword,
  forgotPassword,
  register,
  replaceProfileImage,
  resendVerification,
  resetPassword,
  setupPassword,
  undoEmailChange,
  updateProfile,
  verifyEmail,
} from './account.ts';
import {
  adminVerifyEmail,
  createUser,
  deleteUser,
  forcePasswordReset,
  listUsers,
  requireUser,
  unlockUser,
  updateEmployee,
  updateRole,
  updateStatus,
  userRefs,
} from './admin.ts';
import { afterAnswerOf } from './after-response.ts';
import { ensureBootstrapAdmin, ensureDemoFieldOfficer, ensureDemoInvestor, findUserById, login, signInVerified } from './service.ts';
import type { HousekeepingTask } from '../../platform/housekeeping.ts';
import type { ConfirmIdentity } from '../../platform/unit-of-work.ts';
import { pruneSessions, revokeSession, rotateRefreshToken, sessionOfRefreshCookie } from './sessions.ts';
import { deleteOwnAccount, endOtherSessions, endOwnSession, exportData, listSessions } from './privacy.ts';
import { confirmIdentity, confirmSetup, disableTwoFactor, isTwoFactorEnabled, setStaffTwoFactorRequired, startSetup, twoFactorStatus } from './two-factor.ts';
import { staffTwoFactorRequired } from '../../platform/access.ts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  addPasskey,
  listPasskeys,
  prunePasskeyChallenges,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
  type RelyingParty,
} from './passkeys.ts';
import { toSelfView, toUserView } from './view.ts';

/** Per-address limits on the endpoints that guess-proof secrets (passwords, codes, tokens). */
const LOGIN_LIMIT = { max: 30, timeWindow: '1 minute' };
const CODE_LIMIT = { max: 10, timeWindow: '1 minute' };
const MAIL_LIMIT = { max: 5, timeWindow: '1 minute' };

const tokenParam = (params: unknown) => String((params as { token?: string }).token ?? '');

/** The site the browser is on, which a passkey is made for and answers to. */
const relyingPartyOf = (request: FastifyRequest): RelyingParty => ({ rpID: request.hostname, origin: `${request.protocol}://${request.host}` });

/** The session the caller is signed in with (kept when they end their others), or null. */
const sessionIdOf = (request: FastifyRequest) => request.user?.sessionId ?? null;

const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/auth/login',
    { config: { access: 'public', rateLimit: LOGIN_LIMIT, openapi: { body: loginSchema, response: signInResponse } } },
    async (request, reply) => {
      const input = parse(loginSchema, request.body);
      const watch = { metrics: app.metrics, afterAnswer: afterAnswerOf(reply) };
      const { user, cookies, twoFactorSetupRequired } = await login(app.deps, watch, clientOf(request), input);
      setSessionCookies(app, reply, cookies);
      return ok(undefined, M.loginSuccess, {
        user: toSelfView(user, await twoFactorStatus(app.db, user.id)),
        ...(twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
      });
    },
  );

  app.post(
    '/auth/refresh-token',
    { config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' }, openapi: { response: selfUserResponse } } },
    async (request, reply) => {
      const outcome = await rotateRefreshToken(app.db, request.log, request.cookies[REFRESH_COOKIE], clientOf(request));
      if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
        clearSessionCookies(app, reply);
        throw unauthorized(M.sessionExpired);
      }
      if (outcome.kind === 'rotated') setSessionCookies(app, reply, outcome.cookies);
      const user = await findUserById(app.db, outcome.userId);
      if (!user || user.userStatus !== 'active') {
        await revokeSession(app.db, outcome.sessionId, 'account-not-active');
        clearSessionCookies(app, reply);
        throw unauthorized(M.sessionExpired);
      }
      return ok(undefined, M.tokenRefreshed, { user: toSelfView(user, await twoFactorStatus(app.db, user.id)) });
    },
  );

  // Works signed in or not: whatever session the cookies name ends, and the cookies go.
  app.post('/auth/logout', { config: { access: 'public', openapi: { response: {} } } }, async (request, reply) => {
    const fromRefresh = await sessionOfRefreshCookie(app.db, request.cookies[REFRESH_COOKIE]);
    for (const sessionId of new Set([fromRefresh, sessionIdOf(request)])) {
      if (sessionId) await revokeSession(app.db, sessionId, 'logout');
    }
    clearSessionCookies(app, reply);
    return ok(undefined, M.loggedOut);
  });

  app.post(
    '/auth/register',
    { config: { access: 'public', rateLimit: CODE_LIMIT, openapi: { body: registerSchema, response: {} } } },
    async (request, reply) => {
      const input = parse(registerSchema, request.body);
      // The account speaks the language of the page it was made on: the form says it, else the API client's header does.
      await register(app.deps, { ...input, language: input.language ?? request.language });
      return reply.status(201).send(ok(undefined, M.registered));
    },
  );

  // The mailed code proves the address as a password would: verifying a registration signs the person in.
  app.post(
    '/auth/verify-email',
    { config: { access: 'public', rateLimit: CODE_LIMIT, openapi: { body: verifyEmailSchema, response: emailVerifiedResponse } } },
    async (request, reply) => {
      const verified = await verifyEmail(app.deps, parse(verifyEmailSchema, request.body));
      const signedIn = verified ? await signInVerified(app.deps, clientOf(request), verified) : null;
      if (signedIn) setSessionCookies(app, reply, signedIn.cookies);
      return ok(undefined, M.emailVerified, signedIn ? { user: toSelfView(signedIn.user, { twoFactorEnabled: false }) } : {});
    },
  );

  app.post(
    '/auth/resend-verification',
    { config: { access: 'public', rateLimit: MAIL_LIMIT, openapi: { body: resendVerificationSchema, response: {} } } },
    async (request, reply) => {
      const { email, returnPath } = parse(resendVerificationSchema, request.body);
      await resendVerification(app.deps, afterAnswerOf(reply), email, returnPath);
      return ok(undefined, M.verificationResent);
    },
  );

  app.post(
    '/auth/forgot-password',
    { config: { access: 'public', rateLimit: MAIL_LIMIT, openapi: { body: forgotPasswordSchema, response: {} } } },
    async (request, reply) => {
      const { email } = parse(forgotPasswordSchema, request.body);
      await forgotPassword(app.deps, afterAnswerOf(reply), email);
      return ok(undefined, M.forgotPasswordSent);
    },
  );

  app.post(
    '/auth/reset-password/:token',
    { config: { access: 'public', rateLimit: CODE_LIMIT, openapi: { body: setPasswordSchema, response: {} } } },
    async (request) => {
      const input = parse(setPasswordSchema, request.body);
      await resetPassword(app.deps, tokenParam(request.params), input);
      return ok(undefined, M.passwordReset);
    },
  );

  app.post(
    '/auth/setup-password/:token',
    { config: { access: 'public', rateLimit: CODE_LIMIT, openapi: { body: setPasswordSchema, response: { email: z.string() } } } },
    async (request) => {
      const input = parse(setPasswordSchema, request.body);
      // The address goes back to the link's owner so the sign-in form that follows can be filled in.
      const { email } = await setupPassword(app.deps, tokenParam(request.params), input);
      return ok(undefined, M.passwordSet, { email });
    },
  );

  // From the mail to the old address after an email change: the link itself is the proof.
  app.post('/auth/undo-email-change/:token', { config: { access: 'public', rateLimit: CODE_LIMIT, openapi: { response: {} } } }, async (request) => {
    await undoEmailChange(app.deps, tokenParam(request.params));
    return ok(undefined, M.emailChangeUndone);
  });

  app.post(
    '/auth/change-password',
    { config: { access: 'authenticated', rateLimit: CODE_LIMIT, openapi: { body: changePasswordSchema, response: {} } } },
    async (request, reply) => {
      const input = parse(changePasswordSchema, request.body);
      await changePassword(app.deps, signedInActorOf(request), input);
      clearSessionCookies(app, reply);
      return ok(undefined, M.passwordChanged);
    },
  );

  app.put(
    '/auth/update-profile',
    { config: { access: 'authenticated', rateLimit: CODE_LIMIT, openapi: { body: updateProfileSchema, response: profileUpdateResponse } } },
    async (request) => {
      const input = parse(updateProfileSchema, request.body);
      const { user, emailChangePending } = await updateProfile(app.deps, signedInActorOf(request), sessionIdOf(request), input);
      return ok(undefined, M.profileUpdated, {
        user: toSelfView(user, await twoFactorStatus(app.db, user.id)),
        ...(emailChangePending ? { emailChangePending: true } : {}),
      });
    },
  );

  app.post(
    '/auth/upload-profile-image',
    { config: { access: 'authenticated', rateLimit: { max: 20, timeWindow: '1 minute' }, multipart: true, openapi: { response: profileImageResponse } } },
    async (request) => {
      const { files } = await readMultipart(request, {
        profileImage: {
          kind: 'image',
          maxBytes: PROFILE_IMAGE_MAX_BYTES,
          tooLargeMessage: inLanguage(request.language, M.imageSize),
          wrongTypeMessage: inLanguage(request.language, M.imageType),
        },
      });
      const file = files.profileImage;
      if (!file) throw badRequestIn(M.imageType, { profileImage: M.imageType });
      const user = await replaceProfileImage(app.deps, signedInActorOf(request), file);
      return ok(undefined, M.profileImageUpdated, { profileImage: user.profileImage, user: toSelfView(user, await twoFactorStatus(app.db, user.id)) });
    },
  );

  app.get(
    '/auth/me',
    { config: { access: 'authenticated', allowUnverified: true, allowWithoutTwoFactor: true, openapi: { response: selfUserResponse } } },
    async (request) => {
      const user = await findUserById(app.db, signedInActorOf(request).id);
      if (!user) throw new HttpError(401, M.sessionExpired);
      return ok(undefined, undefined, { user: toSelfView(user, await twoFactorStatus(app.db, user.id)) });
    },
  );

  // ---------------------------------------------------------------- user administration

  const detail = async (row: Parameters<typeof toUserView>[0]) =>
    toUserView(row, { ...(await userRefs(app.db, row)), twoFactorEnabled: await isTwoFactorEnabled(app.db, row.id) });

  app.get('/auth/users', { config: { access: ADMIN_ROLES, openapi: { query: userListQuerySchema, response: userListResponse } } }, async (request) => {
    const query = parse(userListQuerySchema, request.query);
    const { rows, pagination } = await listUsers(app.db, query);
    return ok(undefined, undefined, { users: rows.map((row) => toUserView(row)), pagination });
  });

  app.get('/auth/users/:id', { config: { access: ADMIN_ROLES, openapi: { response: userResponse } } }, async (request) => {
    const user = await requireUser(app.db, idParam(request.params, M.userNotFound));
    return ok(undefined, undefined, { user: await detail(user) });
  });

  app.post('/auth/create-user', { config: { access: ADMIN_ROLES, openapi: { body: createUserSchema, response: userResponse } } }, async (request, reply) => {
    const user = await createUser(app.deps, signedInActorOf(request), parse(createUserSchema, request.body));
    return reply.status(201).send(ok(undefined, M.userCreated, { user: await detail(user) }));
  });

  app.put('/auth/update-role/:id', { config: { access: ADMIN_ROLES, openapi: { body: updateRoleSchema, response: userResponse } } }, async (request) => {
    const id = idParam(request.params, M.userNotFound);
    const { userRole } = parse(updateRoleSchema, request.body);
    const user = await updateRole(app.deps, signedInActorOf(request), id, userRole);
    return ok(undefined, M.roleUpdated, { user: await detail(user) });
  });

  app.put('/auth/update-status/:id', { config: { access: ADMIN_ROLES, openapi: { body: updateStatusSchema, response: userResponse } } }, async (request) => {
    const id = idParam(request.params, M.userNotFound);
    const { userStatus } = parse(updateStatusSchema, request.body);
    const user = await updateStatus(app.deps, signedInActorOf(request), id, userStatus);
    return ok(undefined, M.statusUpdated, { user: await detail(user) });
  });

  app.put('/auth/update-employee/:id', { config: { access: ADMIN_ROLES, openapi: { body: adminEditUserSchema, response: userResponse } } }, async (request) => {
    const id = idParam(request.params, M.userNotFound);
    const user = await updateEmployee(app.deps, signedInActorOf(request), id, parse(adminEditUserSchema, request.body));
    return ok(undefined, M.employeeUpdated, { user: await detail(user) });
  });

  app.post(
    '/auth/admin-verify-email',
    { config: { access: ADMIN_ROLES, openapi: { body: adminVerifyEmailSchema, response: userResponse } } },
    async (request) => {
      const { userId } = parse(adminVerifyEmailSchema, request.body);
      const user = await adminVerifyEmail(app.deps, signedInActorOf(request), idParam({ id: userId }, M.userNotFound));
      return ok(undefined, M.userEmailVerified, { user: await detail(user) });
    },
  );

  app.post('/auth/force-password-reset/:id', { config: { access: ADMIN_ROLES, openapi: { response: {} } } }, async (request) => {
    await forcePasswordReset(app.deps, signedInActorOf(request), idParam(request.params, M.userNotFound));
    return ok(undefined, M.forcedResetSent);
  });

  app.delete('/auth/users/:id', { config: { access: ['superAdmin'], openapi: { response: {} } } }, async (request) => {
    await deleteUser(app.deps, signedInActorOf(request), idParam(request.params, M.userNotFound));
    return ok(undefined, M.userDeleted);
  });

  app.post('/auth/unlock/:id', { config: { access: ADMIN_ROLES, openapi: { response: userResponse } } }, async (request) => {
    const user = await unlockUser(app.deps, signedInActorOf(request), idParam(request.params, M.userNotFound));
    return ok(undefined, M.accountUnlocked, { user: await detail(user) });
  });

  // ---------------------------------------------------------------- sessions and privacy

  app.get(
    '/auth/sessions',
    { config: { access: 'authenticated', allowWithoutTwoFactor: true, openapi: { response: sessionListResponse } } },
    async (request) => {
      return ok(undefined, undefined, { sessions: await listSessions(app.db, signedInActorOf(request).id, sessionIdOf(request)) });
    },
  );

  app.delete('/auth/sessions/:id', { config: { access: 'authenticated', allowWithoutTwoFactor: true, openapi: { response: {} } } }, async (request, reply) => {
    const endedCurrent = await endOwnSession(app.db, signedInActorOf(request).id, sessionIdOf(request), idParam(request.params, M.sessionNotFound));
    if (endedCurrent) clearSessionCookies(app, reply);
    return ok(undefined, M.sessionRevoked);
  });

  app.post(
    '/auth/sessions/revoke-others',
    { config: { access: 'authenticated', allowWithoutTwoFactor: true, openapi: { response: { revoked: z.number().int() } } } },
    async (request) => {
      const revoked = await endOtherSessions(app.db, signedInActorOf(request).id, sessionIdOf(request));
      return ok(undefined, M.otherSessionsRevoked, { revoked });
    },
  );

  app.get(
    '/auth/export-data',
    {
      config: {
        access: 'authenticated',
        allowUnverified: true,
        allowWithoutTwoFactor: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
        openapi: { response: { data: personalDataExportView } },
      },
    },
    async (request, reply) => {
      const data = await exportData(app.db, signedInActorOf(request));
      reply.header('Content-Disposition', `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`);
      reply.header('Cache-Control', 'no-store');
      return ok(data);
    },
  );

  app.post(
    '/auth/delete-account',
    {
      config: {
        access: 'authenticated',
        allowUnverified: true,
        allowWithoutTwoFactor: true,
        rateLimit: MAIL_LIMIT,
        openapi: { body: deleteAccountSchema, response: {} },
      },
    },
    async (request, reply) => {
      const { password } = parse(deleteAccountSchema, request.body);
      await deleteOwnAccount(app.deps, signedInActorOf(request), password);
      clearSessionCookies(app, reply);
      return ok(undefined, M.accountDeleted);
    },
  );

  // ---------------------------------------------------------------- two-factor sign-in (every signed-in role)

  app.post(
    '/auth/2fa/setup',
    { config: { access: 'authenticated', allowWithoutTwoFactor: true, openapi: { response: twoFactorSetupResponse } } },
    async (request) => {
      return ok(undefined, undefined, await startSetup(app.deps, signedInActorOf(request)));
    },
  );

  app.post(
    '/auth/2fa/enable',
    {
      config: {
        access: 'authenticated',
        allowWithoutTwoFactor: true,
        rateLimit: CODE_LIMIT,
        openapi: { body: twoFactorCodeSchema, response: { recoveryCodes: z.array(z.string()) } },
      },
    },
    async (request) => {
      const { code } = parse(twoFactorCodeSchema, request.body);
      const recoveryCodes = await confirmSetup(app.deps, signedInActorOf(request), code);
      return ok(undefined, M.twoFactorEnabled, { recoveryCodes });
    },
  );

  app.post(
    '/auth/2fa/disable',
    { config: { access: 'authenticated', rateLimit: CODE_LIMIT, openapi: { body: twoFactorDisableSchema, response: {} } } },
    async (request) => {
      const { code } = parse(twoFactorDisableSchema, request.body);
      await disableTwoFactor(app.deps, signedInActorOf(request), code);
      return ok(undefined, M.twoFactorDisabled);
    },
  );

  // ---------------------------------------------------------------- passkeys

  app.get('/auth/passkeys', { config: { access: 'authenticated', openapi: { response: passkeyListResponse } } }, async (request) =>
    ok(await listPasskeys(app.db, signedInActorOf(request).id)),
  );

  app.post(
    '/auth/passkeys/options',
    { config: { access: 'authenticated', rateLimit: CODE_LIMIT, openapi: { body: identityProofSchema, response: passkeyOptionsResponse } } },
    async (request) => {
      const proof = parse(identityProofSchema, request.body ?? {});
      return ok(undefined, undefined, { options: await registrationOptions(app.deps, signedInActorOf(request), relyingPartyOf(request), proof) });
    },
  );

  app.post(
    '/auth/passkeys',
    { config: { access: 'authenticated', rateLimit: CODE_LIMIT, openapi: { body: passkeyRegistrationSchema, response: { data: passkeyView } } } },
    async (request, reply) => {
      const { name, response } = parse(passkeyRegistrationSchema, request.body);
      const passkey = await addPasskey(app.deps, signedInActorOf(request), relyingPartyOf(request), name, response as unknown as RegistrationResponseJSON);
      return reply.status(201).send(ok(passkey, PASSKEY_MESSAGES.added));
    },
  );

  app.delete('/auth/passkeys/:id', { config: { access: 'authenticated', rateLimit: CODE_LIMIT, openapi: { response: {} } } }, async (request) => {
    await removePasskey(app.deps, signedInActorOf(request), idParam(request.params, PASSKEY_MESSAGES.notFound));
    return ok(undefined, PASSKEY_MESSAGES.removed);
  });

  app.post(
    '/auth/passkeys/sign-in/options',
    { config: { access: 'public', rateLimit: LOGIN_LIMIT, openapi: { response: passkeySignInOptionsResponse } } },
    async (request) => ok(undefined, undefined, await signInOptions(app.db, relyingPartyOf(request))),
  );

  app.post(
    '/auth/passkeys/sign-in',
    { config: { access: 'public', rateLimit: LOGIN_LIMIT, openapi: { body: passkeySignInSchema, response: signInResponse } } },
    async (request, reply) => {
      const { challengeId, response } = parse(passkeySignInSchema, request.body);
      const { user, cookies, twoFactorEnabled, twoFactorSetupRequired } = await signInWithPasskey(
        app.deps,
        relyingPartyOf(request),
        clientOf(request),
        challengeId,
        response as unknown as AuthenticationResponseJSON,
      );
      setSessionCookies(app, reply, cookies);
      return ok(undefined, M.loginSuccess, {
        user: toSelfView(user, twoFactorEnabled ? await twoFactorStatus(app.db, user.id) : { twoFactorEnabled }),
        ...(twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
      });
    },
  );

  app.get('/auth/security-settings', { config: { access: ['superAdmin'], openapi: { response: securitySettingsResponse } } }, async () => {
    const requireStaffTwoFactor = await staffTwoFactorRequired(app.db);
    return ok(undefined, undefined, { settings: { requireStaffTwoFactor }, requireStaffTwoFactor });
  });

  app.put(
    '/auth/security-settings',
    { config: { access: ['superAdmin'], openapi: { body: securitySettingsSchema, response: securitySettingsResponse } } },
    async (request) => {
      const { requireStaffTwoFactor } = parse(securitySettingsSchema, request.body);
      await setStaffTwoFactorRequired(app.deps, signedInActorOf(request), requireStaffTwoFactor);
      return ok(undefined, M.securitySettingsSaved, { settings: { requireStaffTwoFactor }, requireStaffTwoFactor });
    },
  );
};

export default authRoutes;

/** At every start: the ADMIN_EMAIL superAdmin, and the demo accounts' sign-in as DEMO_INVESTOR_PASSWORD and DEMO_FIELD_OFFICER_PASSWORD say. */
export async function onReady(app: FastifyInstance) {
  await ensureBootstrapAdmin(app.deps);
  await ensureDemoInvestor(app.deps);
  await ensureDemoFieldOfficer(app.deps);
}

/** Daily: long-ended sessions, expired one-time tokens and unfinished passkey ceremonies. */
export const housekeeping: HousekeepingTask = async (app, now) => (await pruneSessions(app.db, now)) + (await prunePasskeyChallenges(app.db, now));

/** The holder's proof for changes other domains make (a payout account): services receive it as `deps.confirmIdentity`. */
export const identityCheck =
  (app: FastifyInstance): ConfirmIdentity =>
  (userId, proof, messages) =>
    confirmIdentity(app.deps, userId, proof, messages);
