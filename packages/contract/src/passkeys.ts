import { z } from 'zod';
import { notFoundMessage } from './messages.ts';

/**
 * Passkeys (WebAuthn): a signed-in person registers one on their profile and later signs in with it
 * instead of the password and code. The browser's answers are checked on the server with
 * @simplewebauthn/server; these schemas only bound their shape and size.
 */

export const PASSKEY_CHALLENGE_TTL_S = 5 * 60;
export const MAX_PASSKEYS = 10;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Please give the passkey a name you will recognise, such as "My phone"',
  responseInvalid: 'The passkey answer could not be read. Please try again.',
  challengeExpired: 'That passkey request has expired. Please try again.',
  notVerified: 'The passkey could not be verified. Please try again.',
  unknown: 'This passkey is not registered with us. Sign in with your password instead.',
  tooMany: `You can keep up to ${MAX_PASSKEYS} passkeys. Remove one first.`,
  added: 'Passkey added: you can now sign in with it.',
  removed: 'Passkey removed',
  notFound: notFoundMessage('Passkey'),
  passwordRequired: 'Please enter your current password to add a passkey',
  codeRequired: 'Please enter the 6-digit code from your authenticator app to add a passkey',
} as const;

/** What a browser's WebAuthn call answers, bounded in size: the server verifies its content. */
const credentialAnswer = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
});

export const passkeyRegistrationSchema = z.object({
  name: z.string({ error: PASSKEY_MESSAGES.nameRequired }).trim().min(1, PASSKEY_MESSAGES.nameRequired).max(60, PASSKEY_MESSAGES.nameRequired),
  response: credentialAnswer.refine(
    (answer) => typeof (answer.response as Record<string, unknown>).attestationObject === 'string',
    PASSKEY_MESSAGES.responseInvalid,
  ),
});

export const passkeySignInSchema = z.object({
  challengeId: z.uuid({ error: PASSKEY_MESSAGES.challengeExpired }),
  response: credentialAnswer,
});

export const passkeyView = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof passkeyView>;
