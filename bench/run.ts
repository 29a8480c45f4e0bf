/**
 * `npm run bench`: load and size benchmarks, printed as ratios (never asserted in tests).
 * Every load figure is compared with a bare Fastify JSON route served by the same process setup,
 * so the ratios travel between machines better than raw numbers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { hash } from '@node-rs/argon2';
import { buildApp, WEB_ROOT } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { webBuildDir } from '../apps/server/src/platform/web.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

type Row = { name: string; value: string; goal: string; ok: boolean | null };
const rows: Row[] = [];
const report = (name: string, value: string, goal: string, ok: boolean | null) => {
  rows.push({ name, value, goal, ok });
  console.log(`${ok === null ? '  ' : ok ? 'ok' : '!!'} ${name}: ${value} (goal ${goal})`);
};

async function rps(url: string, options: Partial<autocannon.Options> = {}) {
  // Requests carry a browser's Accept-Encoding: what real visitors send, and what cached pages are stored for.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip, deflate, br' }, ...options });
  if (result.non2xx > 0 && !options.method) console.warn(`  note: ${result.non2xx} non-2xx answers from ${url}`);
  return result.requests.average;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'true', PORT: '0' }, { startMailSender: false });
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// The yardstick: a bare Fastify route answering a similar JSON body, in the same process.
const bare = Fastify();
const sample = JSON.parse((await app.inject({ url: '/api/v1/faq/faqs' })).body || '{}');
bare.get('/bare', async () => sample);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

try {
  console.log(`Benchmarks: ${CONNECTIONS} connections, ${DURATION_S} s each, on ${app.database.kind}\n`);
  const bareRps = await rps(bareUrl);
  console.log(`   bare Fastify JSON route: ${bareRps.toFixed(0)} req/s`);

  for (const apiPath of ['/api/v1/faq/faqs', '/api/v1/investment/plans', '/api/v1/ourStories/stories', '/api/v1/contactInfo']) {
    const value = await rps(base + apiPath);
    const ratio = value / bareRps;
    report(`public read ${apiPath}`, `${value.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of bare`, '>= 50%', ratio >= 0.5);
  }

  const homeRps = await rps(base + '/');
  report('server-rendered home page /', `${homeRps.toFixed(0)} req/s = ${((homeRps / bareRps) * 100).toFixed(0)}% of bare`, '>= 30%', homeRps / bareRps >= 0.3);

  // Home page JavaScript, gzipped, and proof that no back-office code is loaded by public pages.
  const html = await (await fetch(base + '/')).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  const inline = [...html.matchAll(/import \* as \w+ from "([^"]+)"/g)].map((m) => m[1]!);
  const files = [...new Set([...scripts, ...inline])];
  let gzipped = 0;
  for (const file of files) gzipped += zlib.gzipSync(Buffer.from(await (await fetch(base + file)).arrayBuffer())).length;
  report('home page JavaScript (gzip)', `${(gzipped / 1024).toFixed(1)} KB in ${files.length} files`, '<= 150 KB', gzipped <= 150 * 1024);

  const build = await import(path.join(webBuildDir(WEB_ROOT), 'server', 'index.js'));
  const routes = Object.values(build.assets.routes) as { id: string; module: string; imports?: string[] }[];
  const filesOf = (filter: (id: string) => boolean) =>
    new Set(routes.filter((r) => filter(r.id)).flatMap((r) => [r.module, ...(r.imports ?? [])]));
  const adminFiles = filesOf((id) => id.startsWith('routes/admin'));
  const publicFiles = filesOf((id) => !id.startsWith('routes/admin'));
  const adminOnly = [...adminFiles].filter((file) => !publicFiles.has(file));
  const leaked = files.filter((file) => adminOnly.includes(file));
  report('back-office files loaded by the home page', `${leaked.length} of ${adminOnly.length} admin-only files`, '0', leaked.length === 0);

  // A burst of logins must not starve public pages: argon2 runs off the event loop.
  const loginProbe = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' }, payload: {} });
  if (loginProbe.statusCode === 404) {
    report('home page during a login burst', 'skipped: no login route', '>= 70% of idle', null);
  } else {
    const password = 'Bench-Pass-123';
    await app.db.insert(users).values({ name: 'Bench User', email: 'bench@example.test', userRole: 'user', isVerified: true, passwordHash: await hash(password) });
    const idle = homeRps;
    let loginCount = 0;
    const burst = autocannon({
      url: base + '/api/v1/auth/login',
      method: 'POST',
      connections: 10,
      duration: DURATION_S + 1,
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
      body: JSON.stringify({ email: 'bench@example.test', password, rememberMe: false }),
      // Each login from its own address, so the per-address limit never turns the burst into cheap 429s.
      requests: [
        {
          setupRequest: (request: any) => {
            loginCount++;
            request.headers = { ...request.headers, 'x-forwarded-for': `10.${(loginCount >> 16) & 255}.${(loginCount >> 8) & 255}.${loginCount & 255}` };
            return request;
          },
        },
      ],
    });
    const during = await rps(base + '/');
    const loginResult = await burst;
    report(
      'home page during a login burst',
      `${during.toFixed(0)} req/s = ${((during / idle) * 100).toFixed(0)}% of idle (logins ${loginResult.requests.average.toFixed(0)}/s)`,
      '>= 70% of idle',
      during / idle >= 0.7,
    );
  }
} finally {
  await bare.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const applicationsBench = path.join(path.dirname(new URL(import.meta.url).pathname), 'applications.ts');
if (fs.existsSync(applicationsBench)) {
  const { benchApplications } = await import(applicationsBench);
  const result = await benchApplications();
  report(
    'application list, 100,000 vs 1,000 rows',
    `${result.ms100k.toFixed(1)} ms vs ${result.ms1k.toFixed(1)} ms = ratio ${result.ratio.toFixed(2)}`,
    'same order of time (< 10)',
    result.ratio < 10,
  );
}

console.log(`\n${rows.filter((r) => r.ok).length} goals met, ${rows.filter((r) => r.ok === false).length} missed, ${rows.filter((r) => r.ok === null).length} skipped`);
