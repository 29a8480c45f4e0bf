import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../testing/app.ts';
import { rowsOf } from './results.ts';

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
  ['investors by legal name', 'investor_profiles', `legal_name ILIKE '%rahim%'`],
  ['investments by reference or plan', 'investments', `reference ILIKE '%BBV-2026%' OR plan_title ILIKE '%cattle%'`],
  [
    'contact messages',
    'contact_messages',
    `first_name ILIKE '%rahim%' OR last_name ILIKE '%rahim%' OR (first_name || ' ' || coalesce(last_name, '')) ILIKE '%rahim%' OR email ILIKE '%rahim%' OR message ILIKE '%rahim%'`,
  ],
];

const t = useTestApp({ roles: [] });

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
