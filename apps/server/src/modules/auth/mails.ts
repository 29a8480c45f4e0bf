import { EMAIL_CHANGE_UNDO_TTL_S, PAYOUT_HOLD_HOURS, SITE_NAME } from '@app/contract';
import { sendMail, type Mailer } from '../../platform/mail.ts';

/** The account mails, all through the outbox in the site's mail layout. Links use PUBLIC_URL. */
export const accountMails = {
  /** Told of every new passkey: one added from a stolen session would otherwise go unnoticed. */
  passkeyAdded: (mailer: Mailer, to: string, name: string, passkeyName: string) =>
    sendMail(mailer, {
      kind: 'passkey-added',
      to,
      subject: `A passkey was added to your ${SITE_NAME} account`,
      content: {
        heading: 'A passkey was added to your account',
        greeting: `Hello ${name},`,
        body: [`A passkey named “${passkeyName}” was added to your account. It can now sign you in without your password.`],
        button: { label: 'Review your passkeys', url: `${mailer.config.publicUrl}/profile` },
        after: ['If this was not you, remove it on your profile at once and change your password.'],
      },
    }),
  passkeyRemoved: (mailer: Mailer, to: string, name: string, passkeyName: string) =>
    sendMail(mailer, {
      kind: 'passkey-removed',
      to,
      subject: `A passkey was removed from your ${SITE_NAME} account`,
      content: {
        heading: 'A passkey was removed from your account',
        greeting: `Hello ${name},`,
        body: [`The passkey named “${passkeyName}” was removed from your account. It can no longer sign you in.`],
        button: { label: 'Review your security settings', url: `${mailer.config.publicUrl}/profile` },
        after: ['If this was not you, change your password now and review your passkeys and sessions.'],
      },
    }),
  /** Two-factor sign-in turned on or off: turning it off from a stolen session must not go unnoticed. */
  twoFactorChanged: (mailer: Mailer, to: string, name: string, on: boolean) =>
    sendMail(mailer, {
      kind: on ? 'two-factor-on' : 'two-factor-off',
      to,
      subject: `Two-factor sign-in was turned ${on ? 'on' : 'off'} for your ${SITE_NAME} account`,
      content: {
        heading: `Two-factor sign-in is ${on ? 'on' : 'off'}`,
        greeting: `Hello ${name},`,
        body: [
          on
            ? 'Two-factor sign-in was turned on for your account. Signing in now also asks for a code from your authenticator app. Keep your recovery codes somewhere safe.'
            : 'Two-factor sign-in was turned off for your account. Signing in now asks only for your password.',
        ],
        button: { label: 'Review your security settings', url: `${mailer.config.publicUrl}/profile` },
        after: ['If this was not you, change your password now and sign out your other sessions on your profile.'],
      },
    }),
  recoveryCodeUsed: (mailer: Mailer, to: string, name: string, left: number) =>
    sendMail(mailer, {
      kind: 'recovery-code-used',
      to,
      subject: `A recovery code was used on your ${SITE_NAME} account`,
      content: {
        heading: 'A recovery code was used',
        greeting: `Hello ${name},`,
        body: [
          `One of your two-factor recovery codes was just used. Each code works once; ${left === 1 ? '1 code is' : `${left} codes are`} left.`,
          left <= 3 ? 'You are running low: turn two-factor sign-in off and on again on your profile to get a fresh set.' : 'Keep the others somewhere safe.',
        ],
        button: { label: 'Review your security settings', url: `${mailer.config.publicUrl}/profile` },
        after: ['If this was not you, change your password now and sign out your other sessions on your profile.'],
      },
    }),
  /**
   * To the address the account had before its email changed: the change can take the account, so
   * the old address gets a single-use link that puts it back and signs every session out.
   */
  emailChanged: (mailer: Mailer, to: string, name: string, newEmail: string, undoToken: string) =>
    sendMail(mailer, {
      kind: 'email-changed',
      to,
      subject: `The email address of your ${SITE_NAME} account was changed`,
      content: {
        heading: 'Your account email was changed',
        greeting: `Hello ${name},`,
        body: [
          `The email address of your account was changed from this address to ${newEmail}. Sign-in and our mail now use the new address.`,
          `For your safety, payouts wait ${PAYOUT_HOLD_HOURS} hours before they can go out.`,
        ],
        button: { label: 'This was not me: undo the change', url: `${mailer.config.publicUrl}/undo-email-change/${undoToken}` },
        after: [
          `Undoing puts this address back, signs every session out, and asks you to choose a new password. The link works once and expires in ${EMAIL_CHANGE_UNDO_TTL_S / 86_400} days.`,
          'If you made this change, you can ignore this email.',
        ],
      },
    }),
  /** `returnPath` (already checked with safeReturnPath) keeps the page the person was on the way to. */
  verificationCode: (mailer: Mailer, to: string, name: string, code: string, returnPath?: string) =>
    sendMail(mailer, {
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
          url: `${mailer.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}${returnPath ? `&redirect=${encodeURIComponent(returnPath)}` : ''}`,
        },
        after: ['If you did not create an account, you can ignore this email.'],
      },
    }),
  registrationAttempted: (mailer: Mailer, to: string, name: string | undefined) =>
    sendMail(mailer, {
      kind: 'registration-attempted',
      to,
      subject: `Someone tried to register with your ${SITE_NAME} email`,
      content: {
        heading: 'Someone tried to register with your email',
        greeting: `Hello${name ? ` ${name}` : ''},`,
        body: [
          `Someone, perhaps you, tried to create a ${SITE_NAME} account with this email address, but an account already uses it, so nothing was created.`,
          `Forgot your password? Choose a new one here: ${mailer.config.publicUrl}/forgot-password`,
        ],
        button: { label: 'Sign in', url: `${mailer.config.publicUrl}/login` },
        after: ['If this was not you, you can ignore this email; your account has not changed.'],
      },
    }),
  newEmailCode: (mailer: Mailer, to: string, name: string, code: string) =>
    sendMail(mailer, {
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
        button: { label: 'Enter the code', url: `${mailer.config.publicUrl}/verify-email?email=${encodeURIComponent(to)}` },
        after: ['If this was not you, ignore this email.'],
      },
    }),
  passwordReset: (mailer: Mailer, to: string, name: string, token: string) =>
    sendMail(mailer, {
      kind: 'password-reset',
      to,
      subject: `Reset your ${SITE_NAME} password`,
      content: {
        heading: 'Reset your password',
        greeting: `Hello ${name},`,
        body: ['We received a request to reset your password. Choose a new one with the button below.', 'The link works once and expires in 1 hour.'],
        button: { label: 'Choose a new password', url: `${mailer.config.publicUrl}/reset-password/${token}` },
        after: ['If you did not ask for this, you can ignore this email; your password stays the same.'],
      },
    }),
  forcedReset: (mailer: Mailer, to: string, name: string, token: string) =>
    sendMail(mailer, {
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
        button: { label: 'Choose a new password', url: `${mailer.config.publicUrl}/reset-password/${token}` },
      },
    }),
  accountLocked: (mailer: Mailer, to: string, name: string, minutes: number) =>
    sendMail(mailer, {
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
        button: { label: 'Choose a new password', url: `${mailer.config.publicUrl}/forgot-password` },
      },
    }),
  setupPassword: (mailer: Mailer, to: string, name: string, token: string) =>
    sendMail(mailer, {
      kind: 'setup-password',
      to,
      subject: `Your ${SITE_NAME} account is ready: set your password`,
      content: {
        heading: 'Your account is ready',
        greeting: `Hello ${name},`,
        body: [`An account has been created for you at ${SITE_NAME}. Set your password to activate it.`, 'The link works once and expires in 7 days.'],
        button: { label: 'Set your password', url: `${mailer.config.publicUrl}/set-password/${token}` },
      },
    }),
};
