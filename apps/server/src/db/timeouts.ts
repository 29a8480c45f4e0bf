// A file of its own: config.ts reads these, and main.ts loads config.ts before any database driver (platform/lifecycle.ts).
/**
 * How long PostgreSQL may keep a request waiting, in ms: to connect, to run one statement (ended by
 * the server), idle inside a transaction (ended by the server), and for any answer at all (the
 * client gives up on a server that stopped talking, which the server-side bounds cannot cover).
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number; queryMs: number };
export const DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 15_000, queryMs: 20_000 };
