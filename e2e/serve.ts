import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hash } from '@node-rs/argon2';
import { users } from '../apps/server/src/db/schema/users.ts';
import { payoutAccounts } from '../apps/server/src/db/schema/payouts.ts';
import { recordCompletedSafeguards } from '../apps/server/src/modules/investors/safeguards.ts';
import { clock } from '../apps/server/src/platform/clock.ts';
import { E2E_ADMIN, E2E_INVESTORS, E2E_PASSWORD, E2E_STAFF } from './tests/support/accounts.ts';

/** Starts a real SMTP sink (mail saved as .eml files) and the app on a fresh data directory. */
const dir = process.env.E2E_DIR!;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
fs.rmSync(dir, { recursive: true, force: true });
const mailDir = path.join(dir, 'mail');
fs.mkdirSync(mailDir, { recursive: true });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      // Written beside its final name and renamed into place: a flow never reads a half-written mail.
      const file = path.join(mailDir, `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`);
      fs.writeFileSync(`${file}.partial`, Buffer.concat(chunks));
      fs.renameSync(`${file}.partial`, file);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const config = loadConfig(
  {
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    HOST: '127.0.0.1',
    SEED: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
  },
  // A daily backup pausing the database mid-suite would only make flows slower at random.
  { startBackups: false },
);
const app = await buildApp(config);
const passwordHash = await hash(E2E_PASSWORD);
const accountIds = new Map<string, string>();
for (const account of [...Object.values(E2E_STAFF), ...E2E_INVESTORS]) {
  const [created] = await app.db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      userRole: account.role,
      userStatus: 'active',
      isVerified: true,
      passwordHash,
      department: 'Operations',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) accountIds.set(account.email, created.id);
  // The investor's payout account, which payout batches need, given a week ago: past the 72-hour
  // hold that follows a change.
  if (created && account.role === 'user') {
    await app.db.insert(payoutAccounts).values({
      userId: created.id,
      kind: 'uk',
      holderName: account.name,
      sortCode: '203206',
      accountNumber: '41234567',
      createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
    });
  }
}
// The e2e investors have declared a category and passed the check long ago (verification is up to each flow).
for (const investor of [E2E_STAFF.user, ...E2E_INVESTORS])
  await recordCompletedSafeguards(app.db, accountIds.get(investor.email)!, new Date(Date.now() - 30 * 86_400_000));

/**
 * Flows that wait out the safeguards' 24 hours move the server's safeguard clock forward here
 * (POST /clock?hours=N on the control port), as they move the browser's with page.clock.
 */
let offsetMs = 0;
clock.now = () => new Date(Date.now() + offsetMs);
http
  .createServer((request, response) => {
    const hours = Number(new URL(request.url ?? '/', 'http://control').searchParams.get('hours'));
    if (request.method === 'POST' && Number.isFinite(hours)) offsetMs += hours * 3_600_000;
    response.end(String(offsetMs));
  })
  .listen(Number(process.env.E2E_CLOCK_PORT), '127.0.0.1');

await app.listen({ port: config.port, host: config.host });
