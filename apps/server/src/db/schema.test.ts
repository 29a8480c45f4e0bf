import { beforeAll, describe, expect, it } from 'vitest';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { useTestApp } from '../testing/app.ts';
import { rowsOf } from './results.ts';
import * as agreements from './schema/agreements.ts';
import * as auth from './schema/auth.ts';
import * as bankStatements from './schema/bank-statements.ts';
import * as careers from './schema/careers.ts';
import * as contactMessages from './schema/contact-messages.ts';
import * as content from './schema/content.ts';
import * as cycles from './schema/cycles.ts';
import * as field from './schema/field.ts';
import * as investments from './schema/investments.ts';
import * as ledger from './schema/ledger.ts';
import * as payouts from './schema/payouts.ts';
import * as platform from './schema/platform.ts';
import * as rounds from './schema/rounds.ts';
import * as users from './schema/users.ts';
import * as workPlans from './schema/work-plans.ts';

/**
 * The drizzle tables are a second description of what the SQL migrations create: this compares
 * the two column by column (name, type, nullability), so neither can drift from the other.
 */

const declared = [agreements, auth, bankStatements, careers, contactMessages, content, cycles, field, investments, ledger, payouts, platform, rounds, users, workPlans]
  .flatMap((schemaModule) => Object.values(schemaModule))
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** Tables the migrations keep for themselves, with no drizzle declaration on purpose. */
const UNDECLARED = ['schema_migrations'];

/** drizzle's SQL type names in PostgreSQL's own spelling (format_type). */
const canonicalType = (type: string) =>
  type
    .replace(/^varchar/, 'character varying')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer')
    .replaceAll(', ', ',');

type ColumnRow = { table_name: string; column_name: string; type: string; nullable: boolean };

const t = useTestApp({ roles: [] });
let live: ColumnRow[];
beforeAll(async () => {
  live = rowsOf<ColumnRow>(
    await t.app.db.execute(sql`
      SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`),
  );
});

describe('drizzle schema and migrated database', () => {
  it('declare the same tables', () => {
    const liveTables = [...new Set(live.map((row) => row.table_name))].sort();
    expect([...declared.map((table) => table.name), ...UNDECLARED].sort()).toEqual(liveTables);
  });

  it.each(declared.map((table) => [table.name, table] as const))('%s: the same columns, types and nullability', (name, table) => {
    const inDatabase = live
      .filter((row) => row.table_name === name)
      .map((row) => ({ column: row.column_name, type: row.type, nullable: row.nullable }))
      .sort((a, b) => a.column.localeCompare(b.column));
    const inDrizzle = table.columns
      .map((column) => ({ column: column.name, type: canonicalType(column.getSQLType()), nullable: !column.notNull }))
      .sort((a, b) => a.column.localeCompare(b.column));
    expect(inDrizzle).toEqual(inDatabase);
  });
});
