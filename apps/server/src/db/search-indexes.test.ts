import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../testing/app.ts';
import { rowsOf } from './results.ts';
import { DATABASE_TIMEOUTS } from './timeouts.ts';

/**
 * The back office's search boxes match words anywhere (ILIKE '%words%'): each searched column has
 * a trigram index (0097_trigram_search.sql), so a search reads an index instead of every row. The
 * planner prefers a plain scan on a demo-sized table, so scans are priced out here; a plan that
 * still reads the whole table means a column of that search has no index. The conditions are
 * the services' own.
 */
const SEARCHES: [search: string, table: string, where: string][] = [
  [
    'admin users',
    'users',
    `name ILIKE '%rahim%' OR email ILIKE '%rahim%' OR phone ILIKE '%rahim%' OR employee_id ILIKE '%rahim%' OR department ILIKE '%rahim%'`,
  ],
  ['investors', 'investor_profiles', `legal_name ILIKE '%rahim%' OR investor_name ILIKE '%rahim%' OR investor_email ILIKE '%rahim%'`],
  ['investments', 'investments', `reference ILIKE '%rahim%' OR plan_title ILIKE '%rahim%' OR investor_name ILIKE '%rahim%' OR investor_email ILIKE '%rahim%'`],
  [
    'contact messages',
    'contact_messages',
    `first_name ILIKE '%rahim%' OR last_name ILIKE '%rahim%' OR (first_name || ' ' || coalesce(last_name, '')) ILIKE '%rahim%' OR email ILIKE '%rahim%' OR message ILIKE '%rahim%'`,
  ],
];

// Growing a table to 20,000 rows is set-up, not what is tested: on a busy machine it ran past the
// app's 15 s statement bound (a .ci/run beside five other suites), so this file's bounds are wide.
const t = useTestApp({ roles: [], config: { databaseTimeouts: { ...DATABASE_TIMEOUTS, statementMs: 180_000, queryMs: 200_000 } } });

describe('search boxes', () => {
  it.each(SEARCHES)('%s: matches are read from trigram indexes', async (_search, table, where) => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await tx.execute(sql.raw(`EXPLAIN SELECT * FROM ${table} WHERE ${where}`));
      return rowsOf<{ 'QUERY PLAN': string }>(explained)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on \w+_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('search indexes', () => {
  it('write new rows straight into every GIN index, so no search reads a pending list (0240)', async () => {
    const rows = rowsOf<{ name: string; options: string[] | null }>(
      await t.app.db.execute(sql`
        SELECT index.relname AS name, index.reloptions AS options
        FROM pg_index JOIN pg_class index ON index.oid = pg_index.indexrelid JOIN pg_am ON pg_am.oid = index.relam
        WHERE pg_am.amname = 'gin' AND index.relnamespace = current_schema()::regnamespace ORDER BY 1`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((row) => !row.options?.includes('fastupdate=off')).map((row) => row.name)).toEqual([]);
  });
});

/**
 * On PostgreSQL, with the table statistics of a grown table rather than scans priced out: the
 * planner itself picks the trigram indexes for a search that matches a few rows among many sharing
 * most of their trigrams (`investor1…`, `sender1…`), as at 100,000 investors (issue 29). A pending
 * list left in the indexes made it read the whole table instead.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('search boxes on a grown table (PostgreSQL)', () => {
  /** `count` users named "`Word` 1…" with addresses "`word`1@…". */
  const usersNamed = (word: string, count: number) =>
    `INSERT INTO users (name, email, user_role, user_status, is_verified)
     SELECT '${word[0]!.toUpperCase()}${word.slice(1)} ' || i, '${word}' || i || '@example.test', 'user', 'active', true FROM generate_series(1, ${count}) AS i`;
  const GROWN: [search: string, grow: string, table: string, where: string, orderBy: string][] = [
    ['admin users', usersNamed('investor', 20000), 'users', SEARCHES[0]![2].replaceAll('rahim', 'investor4242'), 'created_at DESC NULLS LAST, id DESC'],
    [
      'contact messages',
      `INSERT INTO contact_messages (first_name, last_name, email, contact_number, message)
       SELECT 'Sender', 'Number ' || i, 'sender' || i || '@example.test', '+447700' || lpad(i::text, 6, '0'), 'About the cattle plan, message ' || i
       FROM generate_series(1, 20000) AS i`,
      'contact_messages',
      SEARCHES[3]![2].replaceAll('rahim', 'sender4242'),
      'received_at DESC, id DESC',
    ],
    [
      'investments by the investor (issue 49: the name and email copied onto each)',
      `${usersNamed('holder', 10000)};
       INSERT INTO investments (reference, user_id, plan_title, amount_per_unit, profit_per_unit, duration, duration_unit, units)
       SELECT 'BBG-' || lpad(n::text, 6, '0'), id, 'Cattle Fattening', 50000, 9000, 6, 'Month', 1
       FROM (SELECT id, row_number() OVER () AS n FROM users WHERE email LIKE 'holder%@example.test') AS holder`,
      'investments',
      SEARCHES[2]![2].replaceAll('rahim', 'holder4242'),
      'requested_at DESC, id DESC',
    ],
    [
      'investors by name (issue 49)',
      `${usersNamed('member', 10000)};
       INSERT INTO investor_profiles (user_id, status, legal_name, submitted_at)
       SELECT id, 'pending', name, now() FROM users WHERE email LIKE 'member%@example.test'`,
      'investor_profiles',
      SEARCHES[1]![2].replaceAll('rahim', 'member4242'),
      'submitted_at DESC, user_id DESC',
    ],
  ];

  it.each(GROWN)('%s: the planner reads the trigram indexes, not the table', async (_search, grow, table, where, orderBy) => {
    await t.app.db.execute(sql.raw(grow));
    await t.app.db.execute(sql.raw(`ANALYZE ${table}`));
    const explained = await t.app.db.execute(sql.raw(`EXPLAIN SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy} LIMIT 20`));
    const plan = rowsOf<{ 'QUERY PLAN': string }>(explained)
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on \w+_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
