import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/platform.ts';

/** The mails of one kind queued for one address: what a write told that person. */
export const outboxMails = (app: FastifyInstance, to: string, kind: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));
