import crypto from 'node:crypto';
import pg from 'pg';

/** One statement on the server's maintenance connection (CREATE and DROP DATABASE cannot run inside a database's own). */
async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own on a PostgreSQL server, for a test or the scale bench: its URL, and
 * how to drop it (forcing out any connection still open).
 */
export async function createScratchDatabase(serverUrl: string, prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
