import { EMAIL_CHANGE_UNDO_TTL_S, PAYOUT_HOLD_HOURS, SITE_NAME, groupDigits } from '@app/contract';
import { m } from '@app/contract/messages';
import { pageUrl, sendMailTo, type Addressee, type Mailer } from '../../platform/mail.ts';

const site = SITE_NAME;

/**
 * The account mails, all through the outbox in the site's mail layout, each in the account's
 * language (its words and the pages its links open). Links use PUBLIC_URL.
 */
export const accountMails = {
  /** Told of every new passkey: one added from a stolen session would otherwise go unnoticed. */
  passkeyAdded: (mailer: Mailer, to: string, who: Addressee, passkeyName: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'passkey-added',
      to,
      subject: m.mail_passkey_added_subject({ site }),
      content: {
        heading: m.mail_passkey_added_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_passkey_added_body({ passkey: passkeyName })],
        button: { label: m.mail_passkey_added_button(), url: pageUrl(mailer, who, '/profile') },
        after: [m.mail_passkey_added_after()],
      },
    })),
  passkeyRemoved: (mailer: Mailer, to: string, who: Addressee, passkeyName: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'passkey-removed',
      to,
      subject: m.mail_passkey_removed_subject({ site }),
      content: {
        heading: m.mail_passkey_removed_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_passkey_removed_body({ passkey: passkeyName })],
        button: { label: m.mail_security_button(), url: pageUrl(mailer, who, '/profile') },
        after: [m.mail_passkey_removed_after()],
      },
    })),
  /** Two-factor sign-in turned on or off: turning it off from a stolen session must not go unnoticed. */
  twoFactorChanged: (mailer: Mailer, to: string, who: Addressee, on: boolean) =>
    sendMailTo(mailer, who, () => ({
      kind: on ? 'two-factor-on' : 'two-factor-off',
      to,
      subject: on ? m.mail_two_factor_on_subject({ site }) : m.mail_two_factor_off_subject({ site }),
      content: {
        heading: on ? m.mail_two_factor_on_heading() : m.mail_two_factor_off_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [on ? m.mail_two_factor_on_body() : m.mail_two_factor_off_body()],
        button: { label: m.mail_security_button(), url: pageUrl(mailer, who, '/profile') },
        after: [m.mail_security_after_sessions()],
      },
    })),
  recoveryCodeUsed: (mailer: Mailer, to: string, who: Addressee, left: number) =>
    sendMailTo(mailer, who, () => ({
      kind: 'recovery-code-used',
      to,
      subject: m.mail_recovery_code_used_subject({ site }),
      content: {
        heading: m.mail_recovery_code_used_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [
          left === 1 ? m.mail_recovery_code_used_body_one() : m.mail_recovery_code_used_body_other({ left: groupDigits(left, who.language) }),
          left <= 3 ? m.mail_recovery_code_used_low() : m.mail_recovery_code_used_keep(),
        ],
        button: { label: m.mail_security_button(), url: pageUrl(mailer, who, '/profile') },
        after: [m.mail_security_after_sessions()],
      },
    })),
  /**
   * To the address the account had before its email changed: the change can take the account, so
   * the old address gets a single-use link that puts it back and signs every session out.
   */
  emailChanged: (mailer: Mailer, to: string, who: Addressee, newEmail: string, undoToken: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'email-changed',
      to,
      subject: m.mail_email_changed_subject({ site }),
      content: {
        heading: m.mail_email_changed_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_email_changed_body({ newEmail }), m.mail_email_changed_hold({ hours: groupDigits(PAYOUT_HOLD_HOURS, who.language) })],
        button: { label: m.mail_email_changed_button(), url: pageUrl(mailer, who, `/undo-email-change/${undoToken}`) },
        after: [m.mail_email_changed_undo({ days: groupDigits(EMAIL_CHANGE_UNDO_TTL_S / 86_400, who.language) }), m.mail_email_changed_ignore()],
      },
    })),
  /** `returnPath` (already checked with safeReturnPath) keeps the page the person was on the way to. */
  verificationCode: (mailer: Mailer, to: string, who: Addressee, code: string, returnPath?: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'verification-code',
      to,
      subject: m.mail_verification_subject({ site }),
      content: {
        heading: m.mail_verification_heading(),
        preview: m.mail_code_preview({ code }),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_verification_body(), { code }, m.mail_code_expires()],
        button: {
          label: m.mail_verification_button(),
          url: pageUrl(mailer, who, `/verify-email?email=${encodeURIComponent(to)}${returnPath ? `&redirect=${encodeURIComponent(returnPath)}` : ''}`),
        },
        after: [m.mail_verification_after()],
      },
    })),
  registrationAttempted: (mailer: Mailer, to: string, who: Partial<Addressee>) =>
    sendMailTo(mailer, who, () => ({
      kind: 'registration-attempted',
      to,
      subject: m.mail_registration_attempted_subject({ site }),
      content: {
        heading: m.mail_registration_attempted_heading(),
        greeting: who.name ? m.mail_greeting({ name: who.name }) : m.mail_greeting_nameless(),
        body: [m.mail_registration_attempted_body({ site }), m.mail_registration_attempted_forgot({ url: pageUrl(mailer, who, '/forgot-password') })],
        button: { label: m.mail_sign_in_button(), url: pageUrl(mailer, who, '/login') },
        after: [m.mail_registration_attempted_after()],
      },
    })),
  newEmailCode: (mailer: Mailer, to: string, who: Addressee, code: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'new-email-verification',
      to,
      subject: m.mail_new_email_subject({ site }),
      content: {
        heading: m.mail_new_email_heading(),
        preview: m.mail_code_preview({ code }),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_new_email_body(), { code }, m.mail_new_email_expires()],
        button: { label: m.mail_new_email_button(), url: pageUrl(mailer, who, `/verify-email?email=${encodeURIComponent(to)}`) },
        after: [m.mail_new_email_after()],
      },
    })),
  passwordReset: (mailer: Mailer, to: string, who: Addressee, token: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'password-reset',
      to,
      subject: m.mail_password_reset_subject({ site }),
      content: {
        heading: m.mail_password_reset_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_password_reset_body(), m.mail_link_one_hour()],
        button: { label: m.mail_choose_password_button(), url: pageUrl(mailer, who, `/reset-password/${token}`) },
        after: [m.mail_password_reset_after()],
      },
    })),
  forcedReset: (mailer: Mailer, to: string, who: Addressee, token: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'forced-password-reset',
      to,
      subject: m.mail_forced_reset_subject({ site }),
      content: {
        heading: m.mail_forced_reset_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_forced_reset_body(), m.mail_link_one_hour()],
        button: { label: m.mail_choose_password_button(), url: pageUrl(mailer, who, `/reset-password/${token}`) },
      },
    })),
  accountLocked: (mailer: Mailer, to: string, who: Addressee, minutes: number) =>
    sendMailTo(mailer, who, () => ({
      kind: 'account-locked',
      to,
      subject: m.mail_account_locked_subject({ site }),
      content: {
        heading: m.mail_account_locked_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_account_locked_body({ minutes: groupDigits(minutes, who.language) }), m.mail_account_locked_after()],
        button: { label: m.mail_choose_password_button(), url: pageUrl(mailer, who, '/forgot-password') },
      },
    })),
  setupPassword: (mailer: Mailer, to: string, who: Addressee, token: string) =>
    sendMailTo(mailer, who, () => ({
      kind: 'setup-password',
      to,
      subject: m.mail_setup_password_subject({ site }),
      content: {
        heading: m.mail_setup_password_heading(),
        greeting: m.mail_greeting({ name: who.name }),
        body: [m.mail_setup_password_body({ site }), m.mail_link_seven_days()],
        button: { label: m.mail_setup_password_button(), url: pageUrl(mailer, who, `/set-password/${token}`) },
      },
    })),
};
