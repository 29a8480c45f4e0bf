import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactItems } from '../db/schema/content.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { rowsOf } from '../db/results.ts';
import { inLanguage, pathInLanguage, type Language } from '@app/contract';
import { renderMail, type MailContent } from './mail-layout.ts';

/**
 * Mail goes through the outbox table: callers enqueue inside their own work, and the sender
 * delivers with retries, so an SMTP outage loses nothing. Without SMTP_URL mail is logged and
 * kept in the outbox (status 'sent' with no transport) so it can still be read.
 */

export type OutgoingMail = {
  /** What this mail is, for logs and tests: 'verification-code', 'password-reset', ... */
  kind: string;
  to: string;
  /** Where an answer goes (Reply-To); without it, answers go to the sender, a no-reply address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

const MAX_ATTEMPTS = 8;

export async function enqueueMail(db: Db, mail: OutgoingMail) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to, replyTo: mail.replyTo ?? null, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  mailKick?.();
  return row!.id;
}

let mailKick: (() => void) | undefined;

/** The bare address of a `Name <address>` sender, or the value itself. */
export const bareAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * Where a mail is queued and what its links and Reply-To read: a unit of work (unit-of-work.ts), whose
 * `db` is the write's transaction, so the write, its activity entry and its mails commit together.
 */
export type Mailer = { db: Db; config: Config };

/**
 * The first email of the public contact details, read at the time of asking so an edit in the back
 * office counts from the next mail on, and through the mailer's own connection (a transaction's).
 */
export async function firstContactEmail(db: Db): Promise<string | undefined> {
  // Read from the table here, in the contact list's order: platform knows no domain module.
  const [first] = await db
    .select({ address: contactItems.value })
    .from(contactItems)
    .where(and(eq(contactItems.section, 'emails'), ne(contactItems.value, '')))
    .orderBy(asc(contactItems.order), asc(contactItems.createdAt))
    .limit(1);
  return first?.address;
}

/**
 * The staff mailbox that answers to the site's mail reach: MAIL_REPLY_TO, else the first contact
 * email. Undefined when neither exists, and the mail then goes out without Reply-To.
 */
export async function staffReplyTo(mailer: Mailer): Promise<string | undefined> {
  return mailer.config.mailReplyTo ?? (await firstContactEmail(mailer.db));
}

/**
 * Daily housekeeping: mail that was sent, or given up on, more than ninety days ago leaves the
 * outbox. Its bodies hold names, addresses and one-time links that nobody needs after that.
 */
export async function pruneMailOutbox(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 90 * 24 * 3600 * 1000);
  const removed = await db
    .delete(mailOutbox)
    .where(or(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, cutoff)), and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.createdAt, cutoff))))
    .returning({ id: mailOutbox.id });
  return removed.length;
}

/**
 * Queues one transactional mail drawn in the site's layout (mail-layout.ts): the HTML and the
 * plain-text part both come from `content`. Pass the write's unit of work to queue it inside the write.
 */
export async function sendMail(mailer: Mailer, mail: Omit<OutgoingMail, 'text' | 'html'> & { content: MailContent; language?: Language }) {
  const { content, language = 'en', ...envelope } = mail;
  const { html, text } = await renderMail(content, mailer.config, language);
  return enqueueMail(mailer.db, { ...envelope, text, html });
}

/** Who a mail is written for: their name and the language it is written in (an account's, or the page's for a person without one). */
export type Addressee = { name: string; language: Language };

/**
 * Queues a mail written in the addressee's language: `write` makes its subject and content while
 * the catalogue's messages (and the contract's amounts and dates) speak that language.
 */
export function sendMailTo(mailer: Mailer, who: Partial<Addressee>, write: () => Omit<OutgoingMail, 'text' | 'html'> & { content: MailContent }) {
  const language = who.language ?? 'en';
  return sendMail(mailer, { ...inLanguage(language, write), language });
}

/** An investor as their mails are written to them: name, address and their account's language (here, below every domain that mails investors). */
export type InvestorAddressee = Addressee & { email: string };

/** An investor's mail, written in their language (`write` runs while the catalogue speaks it); answers reach the staff mailbox. */
export async function sendToInvestor(mailer: Mailer, investor: InvestorAddressee, write: () => { kind: string; subject: string; content: MailContent }) {
  const replyTo = await staffReplyTo(mailer);
  await sendMailTo(mailer, investor, () => ({ ...write(), to: investor.email, replyTo }));
}

/** A page of the site as a mail links to it: in the addressee's language (Bengali pages live under /bn). */
export function pageUrl(mailer: Mailer, who: Partial<Addressee>, path: string) {
  const query = path.indexOf('?');
  const pathname = query < 0 ? path : path.slice(0, query);
  return `${mailer.config.publicUrl}${pathInLanguage(pathname, who.language ?? 'en')}${query < 0 ? '' : path.slice(query)}`;
}

/** How long a claimed mail is reserved for the instance sending it; after that any instance may retry it. */
const CLAIM_LEASE_S = 120;
/** A silent SMTP server must not hold a mail (or the loop) for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const MAX_LOOP_BACKOFF_MS = 60_000;

/**
 * SMTP_URL as transport options. nodemailer drops every other option when given `url`, so the URL
 * is read here and the timeouts sit beside it.
 */
export function smtpOptions(smtpUrl: string, timeouts: typeof SMTP_TIMEOUTS) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    ...timeouts,
  };
}

export class MailSender {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** Consecutive failed rounds (database down): the loop backs off and logs once per outage. */
  private failures = 0;
  private pausedUntil = 0;
  /** Set by stop(): a round under way ends after the mail it is sending, which is recorded as sent or failed. */
  private stopped = false;

  constructor(
    private db: Db,
    private options: {
      smtpUrl?: string;
      from: string;
      log: FastifyBaseLogger;
      now?: () => number;
      smtpTimeouts?: Partial<typeof SMTP_TIMEOUTS>;
      /** Each failed delivery attempt (metrics). */
      onDeliveryFailure?: () => void;
    },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(smtpOptions(options.smtpUrl, { ...SMTP_TIMEOUTS, ...options.smtpTimeouts })) : null;
  }

  start(intervalMs = 2000) {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
    mailKick = () => setImmediate(() => void this.tick());
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    mailKick = undefined;
    await this.running?.catch(() => 0);
    this.transport?.close();
  }

  /**
   * One round of the background loop. It never throws: a failure (the database unreachable) is
   * logged once, the loop backs off (capped) and resumes by itself when the database answers again.
   */
  async tick(): Promise<void> {
    const now = this.options.now?.() ?? Date.now();
    if (now < this.pausedUntil) return;
    try {
      await this.sendDue();
      if (this.failures > 0) this.options.log.info('mail sender: database reachable again, sending resumed');
      this.failures = 0;
    } catch (error) {
      if (this.failures === 0) this.options.log.error({ err: error }, 'mail sender: cannot reach the database; will keep retrying');
      this.failures++;
      this.pausedUntil = now + Math.min(1000 * 2 ** this.failures, MAX_LOOP_BACKOFF_MS);
    }
  }

  /** Sends every due mail once. Safe to call from several instances: rows are claimed with SKIP LOCKED. */
  sendDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.sendBatch().finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Claims one due mail by pushing its next attempt past a lease (one short statement, committed at
   * once), then talks SMTP with no transaction or lock held, then records the outcome.
   */
  private async claim() {
    const result = await this.db.execute(sql`
      UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_S})
      WHERE id = (
        SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address, reply_to, subject, text_body, html_body, attempts`);
    const row = rowsOf(result)[0];
    if (!row) return null;
    return {
      id: String(row.id),
      toAddress: String(row.to_address),
      replyTo: row.reply_to == null ? undefined : String(row.reply_to),
      subject: String(row.subject),
      textBody: String(row.text_body),
      htmlBody: row.html_body == null ? null : String(row.html_body),
      attempts: Number(row.attempts),
    };
  }

  private async sendBatch(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const mail = await this.claim();
      if (!mail) return sent;
      try {
        if (this.transport) {
          await this.transport.sendMail({
            from: this.options.from,
            to: mail.toAddress,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody ?? undefined,
          });
        } else {
          // Without SMTP the log is the mail channel (a local `npm start` reads its codes here);
          // with SMTP_URL set, mail bodies never reach the log.
          this.options.log.info({ to: mail.toAddress, replyTo: mail.replyTo, subject: mail.subject, text: mail.textBody }, 'mail (no SMTP_URL: logged only)');
        }
      } catch (error) {
        const attempts = mail.attempts + 1;
        const backoffS = Math.min(30 * 2 ** attempts, 3600);
        await this.db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: String((error as Error).message).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffS})`,
          })
          .where(eq(mailOutbox.id, mail.id));
        this.options.onDeliveryFailure?.();
        this.options.log.warn({ err: error, attempts }, 'mail delivery failed; will retry');
        return sent;
      }
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    }
    return sent;
  }
}
