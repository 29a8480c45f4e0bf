import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import {
  PAID_STATUSES,
  ROUND_ADMIN_MESSAGES,
  UNIT_HOLDING_STATUSES,
  type RoundAdmin,
  type RoundAdminDetail,
  type RoundAdminExtras,
  type RoundsAdminQuery,
  type RoundView,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investments } from '../../db/schema/investments.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { roundWaitlist } from '../../db/schema/rounds.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../platform/http.ts';
import { pageOffset, paginationOf } from '../../platform/pagination.ts';
import { ledgerSumsByInvestment } from '../ledger/service.ts';
import { roundsOf } from './views.ts';

/**
 * The staff's rounds screens (issue 48): every round with what waits on it, and one round's page.
 * Read only; the figures come from the rows themselves (investments, waiting list, ledger), never a counter.
 */

/** Requests holding units whose money has not arrived. */
const UNPAID_STATUSES = UNIT_HOLDING_STATUSES.filter((status) => !PAID_STATUSES.includes(status));

const NO_EXTRAS: RoundAdminExtras = { waitlistUnits: 0, waitlistCount: 0, refundsDuePence: 0, unpaidReservations: 0 };

/** The waiting list, unpaid reservations and refunds due of these rounds: three grouped reads over the page's rounds. */
async function extrasOf(db: Db, rounds: readonly RoundView[]): Promise<Map<string, RoundAdminExtras>> {
  const ids = rounds.map((round) => round.id);
  const extras = new Map(ids.map((id) => [id, { ...NO_EXTRAS }]));
  if (!ids.length) return extras;
  const cancelled = rounds.filter((round) => round.status === 'cancelled').map((round) => round.id);
  const [waiting, unpaid, held] = await Promise.all([
    db
      .select({ cycleId: roundWaitlist.cycleId, units: sum(roundWaitlist.units).mapWith(Number), entries: count() })
      .from(roundWaitlist)
      .where(inArray(roundWaitlist.cycleId, ids))
      .groupBy(roundWaitlist.cycleId),
    db
      .select({ cycleId: investments.cycleId, requests: count() })
      .from(investments)
      .where(and(inArray(investments.cycleId, ids), inArray(investments.status, UNPAID_STATUSES)))
      .groupBy(investments.cycleId),
    // What the ledger still holds for the investments of a cancelled round: paid in, not yet refunded.
    cancelled.length
      ? db
          .select({ cycleId: investments.cycleId, pence: sum(ledgerEntries.amountPence).mapWith(Number) })
          .from(ledgerEntries)
          .innerJoin(investments, eq(investments.id, ledgerEntries.investmentId))
          .where(inArray(investments.cycleId, cancelled))
          .groupBy(investments.cycleId)
      : Promise.resolve([]),
  ]);
  for (const row of waiting) Object.assign(extras.get(row.cycleId)!, { waitlistUnits: row.units, waitlistCount: row.entries });
  for (const row of unpaid) extras.get(row.cycleId!)!.unpaidReservations = row.requests;
  for (const row of held) extras.get(row.cycleId!)!.refundsDuePence = Math.max(0, row.pence);
  return extras;
}

async function withExtras(db: Db, rounds: RoundView[]): Promise<RoundAdmin[]> {
  const extras = await extrasOf(db, rounds);
  return rounds.map((round) => ({ ...round, ...(extras.get(round.id) ?? NO_EXTRAS) }));
}

/** GET /rounds/admin: rounds by closing day, latest first (cycles_closes_idx and its plan/status siblings). */
export async function listRoundsAdmin(db: Db, query: RoundsAdminQuery) {
  const where = and(query.planId ? eq(cycles.planId, query.planId) : undefined, query.status ? eq(cycles.status, query.status) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select().from(cycles).where(where).orderBy(desc(cycles.fundingClosesOn), desc(cycles.id)).limit(query.limit).offset(pageOffset(query)),
    db.select({ n: count() }).from(cycles).where(where),
  ]);
  return { data: await withExtras(db, await roundsOf(db, rows)), pagination: paginationOf(query, counted?.n ?? 0) };
}

/** GET /rounds/:id/admin: the round, its investments (oldest request first) with the money received, and its waiting list in join order. */
export async function roundAdminDetail(db: Db, id: string): Promise<RoundAdminDetail> {
  const [row] = await db.select().from(cycles).where(eq(cycles.id, id));
  if (!row) throw notFound(ROUND_ADMIN_MESSAGES.notFound);
  const [[round], requests, waiting] = await Promise.all([
    roundsOf(db, [row]).then((views) => withExtras(db, views)),
    db
      .select({
        id: investments.id,
        reference: investments.reference,
        investorName: users.name,
        units: investments.units,
        status: investments.status,
        paymentDueOn: investments.paymentDueOn,
        requestedAt: investments.requestedAt,
      })
      .from(investments)
      .innerJoin(users, eq(users.id, investments.userId))
      .where(eq(investments.cycleId, id))
      .orderBy(asc(investments.requestedAt), asc(investments.id)),
    db
      .select({
        id: roundWaitlist.id,
        investorName: users.name,
        units: roundWaitlist.units,
        joinedAt: roundWaitlist.createdAt,
        notifiedAt: roundWaitlist.notifiedAt,
      })
      .from(roundWaitlist)
      .innerJoin(users, eq(users.id, roundWaitlist.userId))
      .where(eq(roundWaitlist.cycleId, id))
      .orderBy(asc(roundWaitlist.createdAt), asc(roundWaitlist.id)),
  ]);
  const sums = await ledgerSumsByInvestment(
    db,
    requests.map((request) => request.id),
  );
  return {
    round: round!,
    investments: requests.map((request) => ({
      ...request,
      requestedAt: request.requestedAt.toISOString(),
      receivedPence: sums.get(request.id)?.payment ?? 0,
    })),
    waitlist: waiting.map((entry) => ({ ...entry, joinedAt: entry.joinedAt.toISOString(), notifiedAt: entry.notifiedAt?.toISOString() ?? null })),
  };
}
