import { sql } from 'drizzle-orm';

/** The latest version of every record of a cycle: no newer version of the same record exists. */
export const isLatest = sql`not exists (select 1 from field_records newer where newer.record_id = field_records.record_id and newer.version > field_records.version)`;
