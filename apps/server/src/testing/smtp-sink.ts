import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { MailSender } from '../platform/mail.ts';

export type ReceivedMail = {
  /** Envelope recipients, as the SMTP server was told. */
  to: string[];
  /** Header values by lower-case name, folded lines joined. */
  headers: Map<string, string>;
  raw: string;
};

function parseHeaders(raw: string) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A real SMTP server on a free local port that keeps what it receives, and a sender that delivers
 * the app's outbox to it: mail tests read the headers a mail client would see.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), headers: parseHeaders(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    received,
    /** An SMTP_URL delivering here, for apps in processes of their own (the rolling-deploy bench). */
    url,
    /** Delivers every due outbox mail of `app` to this server, as the background sender would. */
    async deliver(app: FastifyInstance) {
      const sender = new MailSender(app.db, { smtpUrl: url, from: app.config.mailFrom, log: app.log });
      await sender.sendDue();
      await sender.stop();
    },
    /** The one mail received for `to` whose subject matches. */
    mailTo(to: string, subject: RegExp) {
      const found = received.filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.headers.get('subject') ?? ''));
      if (found.length !== 1) throw new Error(`expected one mail to ${to} matching ${subject}, found ${found.length}`);
      return found[0]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
