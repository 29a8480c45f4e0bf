import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { API_PREFIX } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema/platform.ts';
import { useTestApp } from '../testing/app.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail, MailSender, smtpOptions } from './mail.ts';

const t = useTestApp({ roles: [] });

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: unknown, msg?: string) => lines.push({ level, msg: msg ?? String(_obj) });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: () => {},
    trace: () => {},
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
    silent: () => {},
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('mail sender', () => {
  it('holds no transaction while an SMTP server that never answers keeps it waiting', async () => {
    // Accepts connections and never sends the greeting.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const { log } = recordingLog();
    const sender = new MailSender(t.app.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'test@example.test', log, smtpTimeouts: { greetingTimeout: 1500 } });
    const id = await enqueueMail(t.app.db, { kind: 'test', to: 'silent@example.test', subject: 'Hello', text: 'Body' });

    let settled = false;
    const sending = sender.sendDue().finally(() => (settled = true));
    while (sockets.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // While SMTP hangs, reads and writes go through: nothing is locked or held open.
    const read = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/faq/faqs` });
    expect(read.statusCode).toBe(200);
    await t.app.db.update(mailOutbox).set({ lastError: 'touched while sending' }).where(eq(mailOutbox.id, id));
    expect(settled).toBe(false);

    expect(await sending).toBe(0);
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/greeting|timeout/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await sender.stop();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('survives a database it cannot reach: logs once, backs off, recovers', async () => {
    let down = true;
    let calls = 0;
    const failingDb = new Proxy(t.app.db, {
      get(target, key, receiver) {
        if (key === 'execute' && down) {
          return () => {
            calls++;
            return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
          };
        }
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    let now = 1_000_000;
    const { lines, log } = recordingLog();
    const sender = new MailSender(failingDb, { from: 'test@example.test', log, now: () => now });
    await sender.tick();
    await sender.tick(); // backing off: not even tried
    expect(calls).toBe(1);
    now += 2_500;
    await sender.tick();
    expect(calls).toBe(2);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);

    down = false;
    now += 60_000;
    await sender.tick();
    expect(lines.some((line) => /reachable again/.test(line.msg))).toBe(true);
  });
});

describe('smtpOptions', () => {
  it('reads SMTP_URL into host, port, TLS and credentials beside the timeouts', () => {
    const timeouts = { connectionTimeout: 1, greetingTimeout: 2, socketTimeout: 3 };
    expect(smtpOptions('smtps://user%40x.test:p%3Ass@mail.example.com', timeouts)).toEqual({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'user@x.test', pass: 'p:ss' },
      ...timeouts,
    });
    expect(smtpOptions('smtp://127.0.0.1:2525', timeouts)).toEqual({ host: '127.0.0.1', port: 2525, secure: false, ...timeouts });
  });

  it('stopping ends a round after the mail being sent: that one is recorded sent, the next stays pending and claimable', async () => {
    await t.app.db.delete(mailOutbox);
    const first = await enqueueMail(t.app.db, { kind: 'test', to: 'first@example.test', subject: 'First', text: 'Body' });
    await t.app.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(mailOutbox.id, first));
    const second = await enqueueMail(t.app.db, { kind: 'test', to: 'second@example.test', subject: 'Second', text: 'Body' });
    // An SMTP server that keeps the first mail's delivery open until the test lets it finish.
    const delivered: (() => void)[] = [];
    let entered!: () => void;
    const inSmtp = new Promise<void>((resolve) => (entered = resolve));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(() => callback());
          entered();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as net.AddressInfo).port;
    const sender = new MailSender(t.app.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'test@example.test', log: recordingLog().log });
    const round = sender.sendDue();
    await inSmtp;
    const stopped = sender.stop();
    delivered[0]!();
    await stopped;
    expect(await round).toBe(1);
    await new Promise<void>((resolve) => smtp.close(resolve));
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.find((row) => row.id === first)).toMatchObject({ status: 'sent', attempts: 1 });
    const next = rows.find((row) => row.id === second)!;
    expect(next).toMatchObject({ status: 'pending', attempts: 0 });
    expect(next.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
