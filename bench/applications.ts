/**
 * Job application list at 1,000 and at 100,000 rows: the filtered admin query (status + search +
 * page 1) should answer in the same order of time thanks to its indexes (status/submitted_at btree,
 * GIN full-text index on name, email and job title), not full scans.
 *
 * The rows come from one INSERT ... SELECT generate_series per size. Each size holds the same ten
 * applications from "Rahima Khatun" (the name searched for), as a real name search would find a
 * handful of people however large the table grows; everyone else is "Applicant <n>".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@app/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { careerPosts } from '../apps/server/src/db/schema/careers.ts';
import { signInAs } from '../apps/server/src/testing/app.ts';

/** Runs per size; the lower quartile is reported, as other work on a shared machine only ever adds time. */
const RUNS = 40;

export async function benchApplications(): Promise<{ ratio: number; ms1k: number; ms100k: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-applications-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'false', PORT: '0' }, { startMailSender: false, startBackups: false });
  const app = await buildApp(config, { web: false });
  try {
    const { headers } = await signInAs(app, 'admin');
    const [post] = await app.db
      .insert(careerPosts)
      .values({
        role: 'Field Officer',
        department: 'Field Operations',
        location: 'Sirajganj',
        jobType: 'Full-time',
        deadline: '2027-01-31',
        shortDetails: 'Bench post',
        applyProcedure: 'Apply online',
        skills: ['Livestock'],
      })
      .returning();

    const insert = async (from: number, to: number) => {
      // Raw SQL through the database handle: the bench workspace does not depend on drizzle itself.
      await app.database.withLock((exec) =>
        exec(
          `INSERT INTO job_applications (job_post_id, job_title, full_name, email, phone, resume_key, resume_name, status, submitted_at)
        SELECT $1::uuid, 'Field Officer',
               CASE WHEN i % 100 = 7 AND i <= 1000 THEN 'Rahima Khatun' ELSE 'Applicant ' || i END,
               'applicant' || i || '@example.test', '+8801700' || lpad(i::text, 6, '0'),
               gen_random_uuid() || '.pdf', 'cv.pdf',
               (ARRAY['new','reviewing','interviewed','offered','rejected'])[1 + i % 5],
               now() - make_interval(mins => i)
        FROM generate_series($2::int, $3::int) AS i`,
          [post!.id, from, to],
        ),
      );
      await app.database.exec('ANALYZE job_applications');
    };

    const query = `${API_PREFIX}/career/applications?status=interviewed&search=rahima&page=1`;
    const time = async () => {
      for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: query, headers });
      const samples: number[] = [];
      let found = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: query, headers });
        samples.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
        found = res.json().pagination.total;
      }
      samples.sort((a, b) => a - b);
      return { ms: samples[Math.floor(samples.length / 4)]!, found };
    };

    // Only the first 1,000 rows carry the ten Rahimas (i % 100 = 7, i % 5 = 2 for 'interviewed').
    await insert(1, 1000);
    const small = await time();
    await insert(1001, 100_000);
    const large = await time();
    if (small.found !== large.found) throw new Error(`search found ${small.found} then ${large.found}`);
    return { ratio: large.ms / small.ms, ms1k: small.ms, ms100k: large.ms };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const result = await benchApplications();
  console.log(
    `application list: ${result.ms1k.toFixed(1)} ms at 1,000 rows, ${result.ms100k.toFixed(1)} ms at 100,000 rows, ratio ${result.ratio.toFixed(2)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}
