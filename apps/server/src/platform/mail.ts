import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import { SITE_NAME } from '@app/contract';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/platform.ts';

/**
 * Mail goes through the outbox table: callers enqueue inside their own work, and the sender
 * delivers with retries, so an SMTP outage loses nothing. Without SMTP_URL mail is logged and
 * kept in the outbox (status 'sent' with no transport) so it can still be read.
 */

export type OutgoingMail = {
  /** What this mail is, for logs and tests: 'verification-code', 'password-reset', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

const MAX_ATTEMPTS = 8;

export async function enqueueMail(db: Db, mail: OutgoingMail) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  mailKick?.();
  return row!.id;
}

let mailKick: (() => void) | undefined;

/** Plain, readable HTML for a text mail: paragraphs and links, in the site's name. */
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

export function simpleHtml(text: string) {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const body = text
    .split(/\n{2,}/)
    .map((para) => `<p>${escape(para).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>').replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2a1f;line-height:1.5;max-width:560px">${body}<p style="color:#6b705c;font-size:12px">${escape(SITE_NAME)}</p></body></html>`;
}

export class MailSender {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private db: Db,
    private options: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  start(intervalMs = 2000) {
    this.timer = setInterval(() => void this.sendDue(), intervalMs);
    this.timer.unref();
    mailKick = () => setImmediate(() => void this.sendDue());
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    mailKick = undefined;
    await this.running;
    this.transport?.close();
  }

  /** Sends every due mail once. Safe to call from several instances: rows are claimed with SKIP LOCKED. */
  sendDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.sendBatch().finally(() => (this.running = null));
    return this.running;
  }

  private async sendBatch(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
          .orderBy(asc(mailOutbox.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!mail) return null;
        try {
          if (this.transport) {
            await this.transport.sendMail({
              from: this.options.from,
              to: mail.toAddress,
              subject: mail.subject,
              text: mail.textBody,
              html: mail.htmlBody ?? undefined,
            });
          } else {
            this.options.log.info({ to: mail.toAddress, subject: mail.subject, text: mail.textBody }, 'mail (no SMTP_URL: logged only)');
          }
          await tx.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 }).where(eq(mailOutbox.id, mail.id));
          return 'sent';
        } catch (error) {
          const attempts = mail.attempts + 1;
          const backoffS = Math.min(30 * 2 ** attempts, 3600);
          await tx
            .update(mailOutbox)
            .set({
              attempts,
              lastError: String((error as Error).message).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: sql`now() + make_interval(secs => ${backoffS})`,
            })
            .where(eq(mailOutbox.id, mail.id));
          this.options.log.warn({ err: error, to: mail.toAddress, attempts }, 'mail delivery failed; will retry');
          return 'failed';
        }
      });
      if (claimed === null || claimed === 'failed') return sent;
      sent++;
    }
  }
}
