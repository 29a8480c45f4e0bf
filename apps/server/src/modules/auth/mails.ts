import type { FastifyInstance } from 'fastify';
import { SITE_NAME } from '@app/contract';
import { sendMail } from '../../platform/mail.ts';

/**
 * Where an account mail goes into the outbox and where its links point: the app, or
 * `{ db: tx, config: app.config }` to queue it in the transaction of the write that sends it.
 */
type Mailer = Pick<FastifyInstance, 'db' | 'config'>;

/** The account mails, all through the outbox in the site's mail layout. Links use PUBLIC_URL. */
export const accountMails = {
  /** Told of every new passkey: one added from a stolen session would otherwise go unnoticed. */
  passkeyAdded: (app: Mailer, to: string, name: string, passkeyName: string) =>
    sendMail(app, {
      kind: 'passkey-added',
      to,
      subject: `A passkey was added to your ${SITE_NAME} account`,
      content: {
        heading: 'A passkey was added to your account',
        greeting: `Hello ${name},`,
        body: [`A passkey named “${passkeyName}” was added to your account. It can now sign you in without your password.`],
        button: { label: 'Review your passkeys', url: `${app.config.publicUrl}/profile` },
        after: ['If this was not you, remove it on your profile at once and change your password.'],
      },
    }),
  /** `returnPath` (already checked with safeReturnPath) keeps the page the person was on the way to. */
  verificationCode: (app: Mailer, to: string, name: string, code: string, returnPath?: string) =>
    sendMail(app, {
      kind: 'verification-code',
      to,
      subject: `Your ${SITE_NAME} verification code`,
      content: {
        heading: 'Your verification code',
        preview: `Your code is ${code}. It expires in 10 minutes.`,
        greeting: `Hello ${name},`,
        body: ['Enter this code on the verification page to confirm your email address:', { code }, 'The code expires in 10 minutes.'],
        button: {
          label: 'Open the verification page',
          url: `${app.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}${returnPath ? `&redirect=${encodeURIComponent(returnPath)}` : ''}`,
        },
        after: ['If you did not create an account, you can ignore this email.'],
      },
    }),
  registrationAttempted: (app: Mailer, to: string, name: string | undefined) =>
    sendMail(app, {
      kind: 'registration-attempted',
      to,
      subject: `Someone tried to register with your ${SITE_NAME} email`,
      content: {
        heading: 'Someone tried to register with your email',
        greeting: `Hello${name ? ` ${name}` : ''},`,
        body: [
          `Someone, perhaps you, tried to create a ${SITE_NAME} account with this email address, but an account already uses it, so nothing was created.`,
          `Forgot your password? Choose a new one here: ${app.config.publicUrl}/forgot-password`,
        ],
        button: { label: 'Sign in', url: `${app.config.publicUrl}/login` },
        after: ['If this was not you, you can ignore this email; your account has not changed.'],
      },
    }),
  newEmailCode: (app: Mailer, to: string, name: string, code: string) =>
    sendMail(app, {
      kind: 'new-email-verification',
      to,
      subject: `Confirm your new ${SITE_NAME} email address`,
      content: {
        heading: 'Confirm your new email address',
        preview: `Your code is ${code}. It expires in 10 minutes.`,
        greeting: `Hello ${name},`,
        body: [
          'You asked to change your account email to this address. Your verification code is:',
          { code },
          'The code expires in 10 minutes. Until you verify, your account keeps its current email.',
        ],
        button: { label: 'Enter the code', url: `${app.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}` },
        after: ['If this was not you, ignore this email.'],
      },
    }),
  passwordReset: (app: Mailer, to: string, name: string, token: string) =>
    sendMail(app, {
      kind: 'password-reset',
      to,
      subject: `Reset your ${SITE_NAME} password`,
      content: {
        heading: 'Reset your password',
        greeting: `Hello ${name},`,
        body: ['We received a request to reset your password. Choose a new one with the button below.', 'The link works once and expires in 1 hour.'],
        button: { label: 'Choose a new password', url: `${app.config.publicUrl}/reset-password/${token}` },
        after: ['If you did not ask for this, you can ignore this email; your password stays the same.'],
      },
    }),
  forcedReset: (app: Mailer, to: string, name: string, token: string) =>
    sendMail(app, {
      kind: 'forced-password-reset',
      to,
      subject: `Please set a new ${SITE_NAME} password`,
      content: {
        heading: 'Please set a new password',
        greeting: `Hello ${name},`,
        body: [
          'An administrator asked you to set a new password for your account, and you have been signed out everywhere.',
          'The link works once and expires in 1 hour.',
        ],
        button: { label: 'Choose a new password', url: `${app.config.publicUrl}/reset-password/${token}` },
      },
    }),
  accountLocked: (app: Mailer, to: string, name: string, minutes: number) =>
    sendMail(app, {
      kind: 'account-locked',
      to,
      subject: `Your ${SITE_NAME} account was locked`,
      content: {
        heading: 'Your account was locked',
        greeting: `Hello ${name},`,
        body: [
          `Someone tried to sign in to your account with a wrong password several times, so we locked it for ${minutes} minutes. After that you can sign in as usual.`,
          'If this was not you, choose a new password now. You can also ask an administrator to unlock the account.',
        ],
        button: { label: 'Choose a new password', url: `${app.config.publicUrl}/forgot-password` },
      },
    }),
  setupPassword: (app: Mailer, to: string, name: string, token: string) =>
    sendMail(app, {
      kind: 'setup-password',
      to,
      subject: `Your ${SITE_NAME} account is ready: set your password`,
      content: {
        heading: 'Your account is ready',
        greeting: `Hello ${name},`,
        body: [`An account has been created for you at ${SITE_NAME}. Set your password to activate it.`, 'The link works once and expires in 7 days.'],
        button: { label: 'Set your password', url: `${app.config.publicUrl}/set-password/${token}` },
      },
    }),
};
