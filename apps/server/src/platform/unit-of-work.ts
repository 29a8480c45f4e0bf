import type { Language } from '@app/contract';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { recordActivity, type ActivityEntry, type Actor } from './activity.ts';
import { sendMail, type Mailer } from './mail.ts';
import type { MailContent } from './mail-layout.ts';
import type { SessionKeys } from './session.ts';
import type { FileStorage } from './storage.ts';

/** The log a service may write to: the server's, without its HTTP side. */
export type Log = {
  info(message: string): void;
  info(fields: object, message?: string): void;
  warn(message: string): void;
  warn(fields: object, message?: string): void;
  error(message: string): void;
  error(fields: object, message?: string): void;
};

/**
 * Confirms a change that could take an account or redirect money with the holder's proof (their
 * second factor when it is on, else their password); a refusal throws. The auth module provides it,
 * so a domain below auth (payouts) asks for the proof without importing auth.
 */
export type ConfirmIdentity = (
  userId: string,
  proof: { password?: string | undefined; totpCode?: string | undefined },
  messages: { passwordRequired: string; codeRequired: string },
) => Promise<void>;

/**
 * What a service needs from the server, built once at start (`app.deps`): the database, the
 * configuration, file storage, the log, the server secret's keys and the identity check. Services take
 * this and plain values, never a Fastify request, reply or instance, so they run the same from a route, a job or a test.
 */
export type Deps = { db: Db; config: Config; storage: FileStorage; log: Log; keys: SessionKeys; confirmIdentity: ConfirmIdentity };

/** A mail as a unit of work queues it: the envelope and its content, rendered in the site's layout. */
/** `language`: the one the content was written in (its layout's words, lang and font follow it); English without it. */
export type MailMessage = { kind: string; to: string; replyTo?: string; subject: string; content: MailContent; language?: Language };

/**
 * One write in progress. `tx` is its transaction; `activity` and `mail` write into it, so the write,
 * its activity entry and its outbox mails commit together or not at all. It is also a `Mailer`
 * (`db` is the transaction), so a domain's mail functions take it as it is.
 */
export type UnitOfWork = Omit<Deps, 'db'> &
  Mailer & {
    tx: Tx;
    /** The transaction again, under the name mail functions and readers take. */
    db: Tx;
    actor: Actor;
    /** Records an activity entry by this unit's actor, in its transaction. */
    activity(entry: ActivityEntry): Promise<void>;
    /** Queues a mail in the outbox, in this unit's transaction. */
    mail(message: MailMessage): Promise<void>;
  };

const isUnitOfWork = (value: Deps | UnitOfWork): value is UnitOfWork => 'tx' in value;

/**
 * Runs `fn` as one unit of work by `actor`: a new transaction, or, given a unit already running,
 * inside it (a service called by another joins its caller's write instead of committing apart).
 * A thrown error rolls back the write, its activity entries and its mails together.
 */
export async function work<T>(deps: Deps | UnitOfWork, actor: Actor, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  if (isUnitOfWork(deps)) return fn(deps.actor === actor ? deps : unitOf(deps, deps.tx, actor));
  return deps.db.transaction((tx) => fn(unitOf(deps, tx, actor)));
}

function unitOf(deps: Deps | UnitOfWork, tx: Tx, actor: Actor): UnitOfWork {
  const uow: UnitOfWork = {
    config: deps.config,
    storage: deps.storage,
    log: deps.log,
    keys: deps.keys,
    confirmIdentity: deps.confirmIdentity,
    tx,
    db: tx,
    actor,
    activity: (entry) => recordActivity(tx, actor, entry),
    mail: async (message) => {
      await sendMail(uow, message);
    },
  };
  return uow;
}
