/**
 * `npm run bench -- --scale`: the back office and the investor's pages at demo size and at
 * 100,000 investors (300,000 investments with 1.2 million timeline events, 1 million activity
 * entries, 50,000 job applications, 200,000 contact messages), p50 and p95 of every list, search,
 * filter, facet, dashboard and export, side by side with the ratio.
 *
 * The app is built in this process (`app.inject`, no network in the way) on a fresh embedded
 * database, or on a new database of the PostgreSQL server named by BENCH_DATABASE_URL. The data
 * comes from INSERT ... SELECT generate_series, so building it takes minutes, not hours.
 * BENCH_SCALE (default 1) shrinks the data set for a quick look. BENCH_SCALE_KEEP=1 leaves the
 * PostgreSQL database in place (its name is printed) to EXPLAIN queries against afterwards.
 * BENCH_SCALE_ONLY=export builds only the investors and investments and takes only the streamed
 * export. BENCH_EXPORT_ROWS=1000000 adds investments up to that many after the other calls and
 * takes the streamed export once more at that size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@app/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { signInAs } from '../apps/server/src/testing/app.ts';
import { createScratchDatabase } from '../apps/server/src/testing/scratch-database.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 40);
const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const SIZES = { investors: n(100_000), investments: n(300_000), eventsPerInvestment: 4, activity: n(1_000_000), applications: n(50_000), messages: n(200_000) };
const ONLY_EXPORT = process.env.BENCH_SCALE_ONLY === 'export';
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 0);

type Target = { name: string; url: string; investor?: boolean; firstPage?: boolean; export?: boolean };
/** In a target's url: the id of the plan holding most of the investments, and of one holding few. */
const LARGE_PLAN = '{largePlan}';
const SMALL_PLAN = '{smallPlan}';
const TARGETS: Target[] = [
  { name: 'investments, first page', url: '/investments?page=1&limit=20', firstPage: true },
  { name: 'investments, status filter', url: '/investments?status=active&page=1&limit=20' },
  { name: 'investments, page 50', url: '/investments?page=50&limit=20' },
  { name: 'investments, search by name', url: '/investments?search=Investor%2042424&page=1&limit=20' },
  // "Investor 42" is in the names of 1 investor in 90 (1,111 at 100,000), "Investor 4" in 1 in 9.
  { name: 'investments, search by a name 1 in 90 share', url: '/investments?search=Investor%2042&page=1&limit=20' },
  { name: 'investments, search by a name 1 in 9 share', url: '/investments?search=Investor%204&page=1&limit=20' },
  { name: 'investments, search by reference', url: '/investments?search=BBS-0424242&page=1&limit=20' },
  { name: 'investments, plan filter (a large plan)', url: `/investments?planId=${LARGE_PLAN}&page=1&limit=20` },
  { name: 'investments, plan filter (a small plan)', url: `/investments?planId=${SMALL_PLAN}&page=1&limit=20` },
  { name: 'investors, first page', url: '/investors?page=1&limit=20', firstPage: true },
  { name: 'investors, pending filter', url: '/investors?status=pending&page=1&limit=20' },
  { name: 'investors, search', url: '/investors?search=investor42424&page=1&limit=20' },
  { name: 'investors, search by a name 1 in 90 share', url: '/investors?search=Investor%2042&page=1&limit=20' },
  { name: 'investors, search by a name 1 in 9 share', url: '/investors?search=Investor%204&page=1&limit=20' },
  { name: 'users, first page', url: '/auth/users?page=1&limit=20', firstPage: true },
  { name: 'users, search', url: '/auth/users?search=investor42424&page=1&limit=20' },
  { name: 'activity, first page', url: '/activity?page=1', firstPage: true },
  { name: 'activity, facets', url: '/activity/facets' },
  { name: 'contact messages, first page', url: '/contact-messages?page=1', firstPage: true },
  { name: 'contact messages, search', url: '/contact-messages?search=sender4242&page=1' },
  { name: 'job applications, first page', url: '/career/applications?page=1', firstPage: true },
  { name: 'job applications, search', url: '/career/applications?search=applicant4242&page=1' },
  { name: 'dashboard summary', url: '/dashboard/summary' },
  { name: 'investor portfolio', url: '/investor/investments', investor: true },
  { name: 'investments CSV export (whole file)', url: '/investments/export.csv', export: true },
];

type Timing = { p50: number; p95: number; status: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

async function openTarget() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  if (!serverUrl) return { dataDir, databaseUrl: undefined, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const scratch = await createScratchDatabase(serverUrl, 'bench');
  return {
    dataDir,
    databaseUrl: scratch.url,
    drop: async () => {
      if (process.env.BENCH_SCALE_KEEP === '1') {
        console.log(`kept the database: ${scratch.url}`);
        return;
      }
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Staff writes while others read: each of RUNS requested investments is moved to contacted (its
 * event, activity entry and mail in one transaction) while two readers keep paging the list.
 */
async function writeUnderRead(app: Awaited<ReturnType<typeof buildApp>>, staff: Record<string, string>) {
  const { rows } = await app.database.withLock((exec) =>
    exec(`SELECT id FROM investments WHERE status = 'requested' AND reference LIKE 'BBS-%' ORDER BY requested_at DESC LIMIT $1`, [RUNS]),
  );
  let writing = true;
  let reads = 0;
  const reader = async (url: string) => {
    while (writing) {
      await app.inject({ method: 'GET', url: API_PREFIX + url, headers: staff });
      reads++;
    }
  };
  const readers = [reader('/investments?page=1&limit=20'), reader('/investments?status=active&page=2&limit=20')];
  const times: number[] = [];
  let failed = 0;
  try {
    for (const { id } of rows) {
      const started = process.hrtime.bigint();
      const res = await app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/investments/${String(id)}/status`,
        headers: staff,
        payload: { status: 'contacted' },
      });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.statusCode !== 200) failed++;
    }
  } finally {
    writing = false;
    await Promise.all(readers);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) ?? 0, runs: times.length, reads, failed };
}

/**
 * The investments export once more, taken as a stream the way a browser takes it: how soon its
 * first bytes came, how long the whole file took, how many rows it held, and how far this process's
 * resident memory (the server's: the app runs in this process) rose above where it stood before.
 * On PGlite the database engine lives in this process too: the growth of its WebAssembly memory
 * (its buffers, which PostgreSQL holds in processes of its own) is measured and taken out.
 */
async function exportUnderWatch(app: Awaited<ReturnType<typeof buildApp>>, staff: Record<string, string>) {
  const engine = app.database.thread;
  const engineBefore = (await engine?.memoryBytes()) ?? 0;
  const idle = process.memoryUsage.rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    const started = process.hrtime.bigint();
    const since = () => Number(process.hrtime.bigint() - started) / 1e6;
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/investments/export.csv`, headers: staff, payloadAsStream: true });
    let firstBytesMs = 0;
    let lines = 0;
    for await (const chunk of res.stream() as AsyncIterable<Buffer>) {
      firstBytesMs ||= since();
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    const wholeMs = since();
    peak = Math.max(peak, process.memoryUsage.rss());
    // WebAssembly memory only grows: its size now is its peak.
    const engineMb = (((await engine?.memoryBytes()) ?? 0) - engineBefore) / 2 ** 20;
    const processMb = (peak - idle) / 2 ** 20;
    return { status: res.statusCode, firstBytesMs, wholeMs, rows: lines - 1, aboveIdleMb: processMb - engineMb, processMb, engineMb };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Investments numbered `from` to `to`, each three minutes older than the one before, spread over the
 * investors and unevenly over the seeded plans in their order: 4 in 10 in the first, then 3, 2 and
 * 1 in the next, 1 in 1,000 in the last (a plan just opened).
 */
function investmentsSql(from: number, to: number) {
  return `INSERT INTO investments (reference, user_id, plan_id, plan_title, amount_per_unit, profit_per_unit, duration, duration_unit, units, status, requested_at, started_at)
     SELECT 'BBS-' || lpad(i::text, 7, '0'), investor.id, plan.id, plan.title, 50000, 9000, 6, 'Month', 1 + i % 5,
            (ARRAY['requested', 'contacted', 'awaiting_payment', 'active', 'active', 'matured', 'paid_out', 'cancelled'])[1 + i % 8],
            now() - make_interval(mins => i * 3), CASE WHEN i % 8 IN (3, 4, 5, 6) THEN (now() - make_interval(mins => i * 3))::date END
     FROM generate_series(${from}, ${to}) AS i
     JOIN (SELECT id, row_number() OVER (ORDER BY created_at DESC, id) AS n FROM users WHERE email LIKE 'investor%@example.test') AS investor
       ON investor.n = 1 + i % ${SIZES.investors}
     JOIN (SELECT id, title, row_number() OVER (ORDER BY sort_order, id) AS n FROM investment_plans) AS plan
       ON plan.n = CASE WHEN i % 1000 = 999 THEN (SELECT count(*) FROM investment_plans) ELSE (ARRAY[1, 1, 1, 1, 2, 2, 2, 3, 3, 4])[1 + i % 10] END`;
}

/** What the export reads: the only tables built with BENCH_SCALE_ONLY=export. */
const EXPORT_TABLES = new Set(['investors', 'investments']);

/** The data set, in bulk: every row shaped as the services write it, spread over two years. */
const GROW: [label: string, sql: string][] = [
  [
    'investors',
    `INSERT INTO users (name, email, user_role, user_status, is_verified, created_at)
     SELECT 'Investor ' || i, 'investor' || i || '@example.test', 'user', 'active', true, now() - make_interval(mins => i * 7)
     FROM generate_series(1, ${SIZES.investors}) AS i`,
  ],
  [
    'investor profiles',
    `INSERT INTO investor_profiles (user_id, status, legal_name, country, phone, submitted_at, reviewed_at)
     SELECT id, CASE WHEN n % 50 = 0 THEN 'pending' ELSE 'verified' END, name, 'United Kingdom', '+44770090' || lpad((n % 10000)::text, 4, '0'),
            created_at + interval '1 hour', CASE WHEN n % 50 = 0 THEN NULL ELSE created_at + interval '1 day' END
     FROM (SELECT id, name, created_at, row_number() OVER () AS n FROM users WHERE email LIKE 'investor%@example.test') AS investor`,
  ],
  ['investments', investmentsSql(1, SIZES.investments)],
  [
    'timeline events',
    `INSERT INTO investment_events (investment_id, kind, from_status, to_status, actor_name, created_at)
     SELECT id, 'status', 'requested', 'contacted', 'Admin', requested_at + make_interval(hours => step)
     FROM investments, generate_series(1, ${SIZES.eventsPerInvestment}) AS step WHERE reference LIKE 'BBS-%'`,
  ],
  [
    'activity entries',
    `INSERT INTO activity_log (actor_name, action, entity, entity_id, summary, created_at)
     SELECT 'Staff ' || (i % 40), (ARRAY['create', 'update', 'delete', 'status'])[1 + i % 4],
            (ARRAY['faq', 'investment', 'team-member', 'job-application', 'user', 'investment-plan'])[1 + i % 6], NULL,
            'Bench entry ' || i, now() - make_interval(secs => i * 30)
     FROM generate_series(1, ${SIZES.activity}) AS i`,
  ],
  [
    'job applications',
    `INSERT INTO job_applications (job_post_id, job_title, full_name, email, phone, resume_key, resume_name, status, submitted_at)
     SELECT (SELECT id FROM career_posts ORDER BY created_at LIMIT 1), 'Field Officer', 'Applicant ' || i, 'applicant' || i || '@example.test',
            '+8801700' || lpad((i % 1000000)::text, 6, '0'), gen_random_uuid() || '.pdf', 'cv.pdf',
            (ARRAY['new', 'reviewing', 'interviewed', 'offered', 'rejected'])[1 + i % 5], now() - make_interval(mins => i * 10)
     FROM generate_series(1, ${SIZES.applications}) AS i`,
  ],
  [
    'contact messages',
    `INSERT INTO contact_messages (first_name, last_name, email, contact_number, message, received_at)
     SELECT 'Sender', 'Number ' || i, 'sender' || i || '@example.test', '+447700' || lpad((i % 1000000)::text, 6, '0'),
            'I would like to know more about the cattle plan, message ' || i, now() - make_interval(mins => i * 3)
     FROM generate_series(1, ${SIZES.messages}) AS i`,
  ],
];

export async function benchScale() {
  const target = await openTarget();
  const config = loadConfig(
    { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', LOG_LEVEL: 'silent', SEED: 'true', PORT: '0' },
    // The daily round (the books check reads every investment) would land inside the timed calls.
    { startMailSender: false, startBackups: false, startHousekeeping: false },
  );
  const app = await buildApp(config, { web: false });
  try {
    const { headers: staff } = await signInAs(app, 'superAdmin');
    const { user: investor, headers: investorHeaders } = await signInAs(app, 'user');
    await app.database.withLock((exec) =>
      exec(
        `INSERT INTO investments (reference, user_id, plan_title, amount_per_unit, profit_per_unit, duration, duration_unit, units, status)
         SELECT 'BBP-' || i, $1::uuid, 'Cattle Fattening', 50000, 9000, 6, 'Month', 2, 'active' FROM generate_series(1, 3) AS i`,
        [investor.id],
      ),
    );

    const plans = await app.database.withLock((exec) => exec(`SELECT id FROM investment_plans ORDER BY sort_order, id`));
    const planIds = plans.rows.map((row) => String(row.id));
    const urlOf = (t: Target) => t.url.replace(LARGE_PLAN, planIds[0]!).replace(SMALL_PLAN, planIds.at(-1)!);

    const measure = async (): Promise<Map<string, Timing>> => {
      const timings = new Map<string, Timing>();
      for (const t of TARGETS) {
        const headers = t.investor ? investorHeaders : staff;
        const runs = t.export ? Math.max(3, Math.round(RUNS / 10)) : RUNS;
        const times: number[] = [];
        let status = 0;
        for (let run = 0; run < runs + 3; run++) {
          const started = process.hrtime.bigint();
          // A streamed answer cut off midway (the export) counts as a failed call, not the end of the run.
          const res = await app.inject({ method: 'GET', url: API_PREFIX + urlOf(t), headers }).catch(() => undefined);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          status = res?.statusCode ?? 0;
          if (run >= 3) times.push(ms); // the first three warm the caches and the JIT
        }
        times.sort((a, b) => a - b);
        timings.set(t.name, { p50: percentile(times, 0.5), p95: percentile(times, 0.95), status });
      }
      return timings;
    };

    console.log(
      `Scale: ${config.databaseUrl ? 'PostgreSQL' : 'the embedded PGlite'}, ${RUNS} runs per call (export: ${Math.max(3, Math.round(RUNS / 10))}), p50/p95 in ms`,
    );
    const demo = ONLY_EXPORT ? new Map<string, Timing>() : await measure();
    for (const [label, statement] of GROW) {
      if (ONLY_EXPORT && !EXPORT_TABLES.has(label)) continue;
      const started = Date.now();
      await app.database.withLock((exec) => exec(statement));
      console.log(`  built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // A live database has long since vacuumed its rows; a bulk load just before the timed calls would
    // otherwise have autovacuum visit every table (and its search indexes) while they run.
    await app.database.exec('VACUUM ANALYZE');
    const results: { name: string; ok: boolean | null; text: string }[] = [];
    const engineNote = (exported: Awaited<ReturnType<typeof exportUnderWatch>>) =>
      app.database.thread ? ` (the process ${exported.processMb.toFixed(0)} MB, of which PGlite's WebAssembly memory ${exported.engineMb.toFixed(0)} MB)` : '';
    const reportExport = (exported: Awaited<ReturnType<typeof exportUnderWatch>>) => {
      const ok = exported.status === 200 && exported.firstBytesMs < 200 && exported.aboveIdleMb < 50;
      const text = `investments CSV export taken as a stream: first bytes after ${exported.firstBytesMs.toFixed(0)} ms, whole file ${(exported.wholeMs / 1000).toFixed(1)} s, ${exported.rows.toLocaleString('en-GB')} rows, resident memory at most ${exported.aboveIdleMb.toFixed(0)} MB above where it stood before${engineNote(exported)} (goal: first bytes < 200 ms, < 50 MB)`;
      results.push({ name: 'export memory', ok, text });
      console.log(`${ok ? 'ok' : '!!'} ${text}`);
    };
    // Before the timed calls: taking the whole file at once (as they do) leaves the process's memory grown.
    const exported = await exportUnderWatch(app, staff);
    if (!ONLY_EXPORT) {
      const large = await measure();
      const writes = await writeUnderRead(app, staff);
      for (const t of TARGETS) {
        const small = demo.get(t.name)!;
        const big = large.get(t.name)!;
        const ratio = big.p95 / Math.max(small.p95, 0.5);
        const goalMs = t.firstPage ? 50 : 100;
        const ok = t.export ? null : big.status === 200 && big.p95 < goalMs && ratio < 5;
        const text =
          `${t.name}: demo p50 ${small.p50.toFixed(1)} / p95 ${small.p95.toFixed(1)}; ${SIZES.investors.toLocaleString('en-GB')} investors p50 ${big.p50.toFixed(1)} / p95 ${big.p95.toFixed(1)}; ratio ${ratio.toFixed(1)}` +
          (big.status === 200 ? '' : ` (answered ${big.status})`) +
          (t.export ? ' (goal: streams, no time goal)' : ` (goal p95 < ${goalMs} ms, ratio < 5)`);
        results.push({ name: t.name, ok, text });
        console.log(`${ok === null ? '  ' : ok ? 'ok' : '!!'} ${text}`);
      }
      const writeOk = writes.failed === 0 && writes.p95 < 100;
      const writeText = `moving an investment's status while two readers page the list: p50 ${writes.p50.toFixed(1)} / p95 ${writes.p95.toFixed(1)} / max ${writes.max.toFixed(1)} over ${writes.runs} moves, ${writes.reads} reads meanwhile${writes.failed ? `, ${writes.failed} refused` : ''} (goal p95 < 100 ms)`;
      results.push({ name: 'status move under read', ok: writeOk, text: writeText });
      console.log(`${writeOk ? 'ok' : '!!'} ${writeText}`);
    }
    reportExport(exported);
    if (EXPORT_ROWS > SIZES.investments) {
      const started = Date.now();
      await app.database.withLock((exec) => exec(investmentsSql(SIZES.investments + 1, EXPORT_ROWS)));
      await app.database.exec('ANALYZE investments');
      console.log(`  built investments up to ${EXPORT_ROWS.toLocaleString('en-GB')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      reportExport(await exportUnderWatch(app, staff));
    }
    return results;
  } finally {
    await app.close();
    await target.drop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const results = await benchScale();
  const missed = results.filter((result) => result.ok === false).length;
  console.log(`\n${results.filter((result) => result.ok).length} goals met, ${missed} missed`);
}
