import type { FastifyInstance } from 'fastify';
import { SITE_NAME } from '@app/contract';
import { enqueueMail, simpleHtml } from '../../platform/mail.ts';

/**
 * Where an account mail goes into the outbox and where its links point: the app, or
 * `{ db: tx, config: app.config }` to queue it in the transaction of the write that sends it.
 */
type Mailer = Pick<FastifyInstance, 'db' | 'config'>;

/** The account mails, all through the outbox. Links use PUBLIC_URL. */
async function send(app: Mailer, kind: string, to: string, subject: string, text: string) {
  await enqueueMail(app.db, { kind, to, subject, text, html: simpleHtml(text) });
}

export const accountMails = {
  /** `returnPath` (already checked with safeReturnPath) keeps the page the person was on the way to. */
  /** Told of every new passkey: one added from a stolen session would otherwise go unnoticed. */
  passkeyAdded: (app: Mailer, to: string, name: string, passkeyName: string) =>
    send(
      app,
      'passkey-added',
      to,
      `A passkey was added to your ${SITE_NAME} account`,
      `Hello ${name},\n\nA passkey named “${passkeyName}” was added to your account. It can now sign you in without your password.\n\nIf this was not you, remove it on your profile at once and change your password: ${app.config.publicUrl}/profile`,
    ),
  verificationCode: (app: Mailer, to: string, name: string, code: string, returnPath?: string) =>
    send(
      app,
      'verification-code',
      to,
      `Your ${SITE_NAME} verification code`,
      `Hello ${name},\n\nYour verification code is: ${code}\n\nEnter it on the verification page: ${app.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}${returnPath ? `&redirect=${encodeURIComponent(returnPath)}` : ''}\n\nThe code expires in 10 minutes. If you did not create an account, you can ignore this email.`,
    ),
  registrationAttempted: (app: Mailer, to: string, name: string | undefined) =>
    send(
      app,
      'registration-attempted',
      to,
      `Someone tried to register with your ${SITE_NAME} email`,
      `Hello${name ? ` ${name}` : ''},\n\nSomeone, perhaps you, tried to create a ${SITE_NAME} account with this email address, but an account already uses it, so nothing was created.\n\nIf it is yours, sign in here: ${app.config.publicUrl}/login\n\nForgot your password? Choose a new one here: ${app.config.publicUrl}/forgot-password\n\nIf this was not you, you can ignore this email; your account has not changed.`,
    ),
  newEmailCode: (app: Mailer, to: string, name: string, code: string) =>
    send(
      app,
      'new-email-verification',
      to,
      `Confirm your new ${SITE_NAME} email address`,
      `Hello ${name},\n\nYou asked to change your account email to this address. Your verification code is: ${code}\n\nEnter it here: ${app.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}\n\nThe code expires in 10 minutes. Until you verify, your account keeps its current email. If this was not you, ignore this email.`,
    ),
  passwordReset: (app: Mailer, to: string, name: string, token: string) =>
    send(
      app,
      'password-reset',
      to,
      `Reset your ${SITE_NAME} password`,
      `Hello ${name},\n\nWe received a request to reset your password. Choose a new one here:\n\n${app.config.publicUrl}/reset-password/${token}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.`,
    ),
  forcedReset: (app: Mailer, to: string, name: string, token: string) =>
    send(
      app,
      'forced-password-reset',
      to,
      `Please set a new ${SITE_NAME} password`,
      `Hello ${name},\n\nAn administrator asked you to set a new password for your account, and you have been signed out everywhere. Choose a new password here:\n\n${app.config.publicUrl}/reset-password/${token}\n\nThe link works once and expires in 1 hour.`,
    ),
  accountLocked: (app: Mailer, to: string, name: string, minutes: number) =>
    send(
      app,
      'account-locked',
      to,
      `Your ${SITE_NAME} account was locked`,
      `Hello ${name},\n\nSomeone tried to sign in to your account with a wrong password several times, so we locked it for ${minutes} minutes. After that you can sign in as usual.\n\nIf this was not you, choose a new password now: ${app.config.publicUrl}/forgot-password\n\nYou can also ask an administrator to unlock the account.`,
    ),
  setupPassword: (app: Mailer, to: string, name: string, token: string) =>
    send(
      app,
      'setup-password',
      to,
      `Your ${SITE_NAME} account is ready: set your password`,
      `Hello ${name},\n\nAn account has been created for you at ${SITE_NAME}. Set your password to activate it:\n\n${app.config.publicUrl}/set-password/${token}\n\nThe link works once and expires in 7 days.`,
    ),
};
