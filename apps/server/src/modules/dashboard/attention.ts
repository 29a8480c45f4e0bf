import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  AWAITING_PAYMENT_REMINDER_DAYS,
  type ApprovalKind,
  hasRole,
  NEEDS_ATTENTION_OLDEST,
  PAYMENT_ATTENTION_DAYS,
  UNPAID_STATUSES,
  type InvestmentStatus,
  type NeedsAttentionItem,
  type Role,
  STAFF_INVESTMENTS_PATH,
  staffInvestmentPath,
  PAID_STATUSES,
  ROUND_CLOSING_SOON_DAYS,
  STAFF_ROUNDS_PATH,
  closingNote,
  staffRoundPath,
  ukDayOf,
  NEEDS_BENGALI_PARAM,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { approvalSubjectPath } from '../../platform/approvals.ts';
import { clock } from '../../platform/clock.ts';
import { aboutImagesServer } from '../about-images/routes.ts';
import { bengaliGap, type CollectionTable, type ServerCollection } from '../content-common/collection.ts';
import { faqServer } from '../faq/routes.ts';
import { investmentPlansServer } from '../investment-plans/routes.ts';
import { storiesServer } from '../stories/routes.ts';
import { teamServer } from '../team/routes.ts';

/**
 * The "Needs attention" block of the dashboard. Each item is one entry: who may open its screen,
 * where it links, which rows are waiting (`waiting`: a FROM ... WHERE over one table, counted from
 * that table's partial index of migration 0150) and the oldest few of them. Add an item by adding
 * an entry; the screen renders whatever the list answers.
 */
export type AttentionDefinition = {
  key: string;
  title: string;
  hint: string;
  /** The roles that may open the item's screen (the route's own access). */
  roles: readonly Role[];
  href: string;
  /** `FROM <table> WHERE <waiting>`: what is counted, on one table so its partial index serves the count. */
  waiting: (on: AsOf) => SQL;
  /** The oldest waiting rows, oldest first: id, label, since (text) and the link to each. */
  oldest: (limit: number, on: AsOf) => SQL;
  entryHref: (id: string) => string;
  /** Said of an entry instead of how long it has waited (a day ahead rather than behind). */
  noteOf?: (since: string, on: AsOf) => string;
};

/**
 * The moment the items are read at, from the server's clock (platform/clock.ts), never the
 * database's `current_date` or `now()`: the UK day and the instant, passed to SQL as parameters.
 */
export type AsOf = { today: string; now: Date };
export const asOf = (now: Date = clock.now()): AsOf => ({ today: ukDayOf(now), now });

/** `text` with each `{today}` replaced by the UK day as a date parameter (the text is written here, never input). */
function onDay(text: string, on: AsOf): SQL {
  const parts = text.split('{today}').map((part) => sql.raw(part));
  return sql.join(parts, sql`${on.today}::date`);
}

/**
 * An item of investment requests in one status (and, if given, past a deadline), oldest by `since`,
 * linking to the pipeline filtered by that status. The status is written as a literal so the
 * status's partial index serves the count.
 */
function investmentsWaiting(item: {
  key: string;
  title: string;
  hint: string;
  status: InvestmentStatus;
  since: 'requested_at' | 'status_changed_at' | 'matured_at';
  overdue?: (on: AsOf) => SQL;
  /** Where the item leads when another screen than the filtered pipeline deals with it. */
  href?: string;
}): AttentionDefinition {
  const where = (on: AsOf) => sql`i.status = ${sql.raw(`'${item.status}'`)}${item.overdue ? sql` AND ${item.overdue(on)}` : sql``}`;
  const since = sql.raw(`i.${item.since}`);
  return {
    key: item.key,
    title: item.title,
    hint: item.hint,
    roles: ADMIN_ROLES,
    href: item.href ?? `${STAFF_INVESTMENTS_PATH}?status=${item.status}`,
    waiting: (on) => sql`FROM investments i WHERE ${where(on)}`,
    oldest: (limit, on) => sql`
      SELECT i.id::text AS id, i.reference || ' · ' || u.name AS label, ${since}::text AS since
      FROM investments i JOIN users u ON u.id = i.user_id
      WHERE ${where(on)} ORDER BY ${since}, i.id LIMIT ${limit}`,
    entryHref: staffInvestmentPath,
  };
}

/**
 * Requests of one kind waiting for a second admin (four eyes), oldest first, each linking to its
 * subject's page, where the request is approved, rejected or withdrawn.
 */
function approvalsWaiting(kind: ApprovalKind, item: { key: string; title: string; href: string }): AttentionDefinition {
  const where = sql`status = 'pending' AND kind = ${sql.raw(`'${kind}'`)}`;
  return {
    ...item,
    hint: 'Another admin asked for this: check the figures, then approve or reject it (not your own request).',
    roles: ADMIN_ROLES,
    waiting: () => sql`FROM approvals WHERE ${where}`,
    oldest: (limit) => sql`
      SELECT subject_id::text AS id, summary || ' · asked by ' || requested_by_name AS label, requested_at::text AS since
      FROM approvals WHERE ${where} ORDER BY requested_at, id LIMIT ${limit}`,
    entryHref: (subjectId) => approvalSubjectPath(kind, subjectId),
  };
}

/**
 * An item of one table's rows waiting while `where` holds (SQL written here, never from input;
 * `{today}` stands for the server's UK day), oldest by `since`: the condition is written once, for
 * the count and for the list.
 */
function rowsWaiting({
  table,
  where,
  label,
  since,
  ...item
}: Omit<AttentionDefinition, 'roles' | 'waiting' | 'oldest'> & { table: string; where: string; label: string; since: string }): AttentionDefinition {
  const [from, text, age] = [table, label, since].map((part) => sql.raw(part));
  return {
    ...item,
    roles: ADMIN_ROLES,
    waiting: (on) => sql`FROM ${from} WHERE ${onDay(where, on)}`,
    oldest: (limit, on) => sql`
      SELECT id::text AS id, ${text} AS label, ${age}::text AS since
      FROM ${from} WHERE ${onDay(where, on)} ORDER BY ${age}, id LIMIT ${limit}`,
  };
}

/**
 * Reservations in a round whose payment day is at most PAYMENT_ATTENTION_DAYS away or past, still
 * unpaid (investments_payment_due_idx serves it): an unpaid one is released after its day by
 * housekeeping, a part-paid one waits for staff to chase the rest or cancel it.
 */
function paymentsDue(): AttentionDefinition {
  // The statuses written as literals (UNPAID_STATUSES) so investments_payment_due_idx serves the count.
  const unpaid = sql.raw(UNPAID_STATUSES.map((status) => `'${status}'`).join(', '));
  const where = (on: AsOf) =>
    sql`i.status IN (${unpaid}) AND i.payment_due_on IS NOT NULL AND i.payment_due_on <= ${on.today}::date + ${sql.raw(String(PAYMENT_ATTENTION_DAYS))}`;
  return {
    key: 'reservation-payments-due',
    title: 'Payment due on a reservation',
    hint: 'Remind the investor; after the day an unpaid reservation is released, a part-paid one waits for you to chase the rest or cancel it.',
    roles: ADMIN_ROLES,
    href: STAFF_INVESTMENTS_PATH,
    waiting: (on) => sql`FROM investments i WHERE ${where(on)}`,
    oldest: (limit, on) => sql`
      SELECT i.id::text AS id, i.reference || ' · ' || u.name || ' · pay by ' || to_char(i.payment_due_on, 'FMDD FMMonth YYYY') AS label, i.payment_due_on::text AS since
      FROM investments i JOIN users u ON u.id = i.user_id
      WHERE ${where(on)} ORDER BY i.payment_due_on, i.id LIMIT ${limit}`,
    entryHref: staffInvestmentPath,
  };
}

/**
 * Rounds taking money whose closing day is near (within ROUND_CLOSING_SOON_DAYS) or, with `where`,
 * further conditions; the soonest closing first, each linking to its round page.
 */
function roundsWaiting(item: { key: string; title: string; hint: string; where: string }): AttentionDefinition {
  const paid = PAID_STATUSES.map((status) => `'${status}'`).join(', ');
  return {
    ...rowsWaiting({
      ...item,
      href: `${STAFF_ROUNDS_PATH}?status=funding`,
      table: 'cycles',
      // The paid units of a round, from its investments (investments_cycle_status_idx).
      where: `status = 'funding' AND ${item.where.replaceAll(
        '{paid}',
        `(SELECT coalesce(sum(i.units), 0) FROM investments i WHERE i.cycle_id = cycles.id AND i.status IN (${paid}))`,
      )}`,
      label: "name || ' · ' || plan_title",
      since: 'funding_closes_on',
      entryHref: staffRoundPath,
    }),
    noteOf: (closesOn, on) => closingNote(closesOn, on.today),
  };
}

/**
 * A content collection's items with a text not yet in Bengali (issue 50): readers of the Bengali site
 * see their English. Links to the collection's screen showing only those; for its editors.
 */
function bengaliMissing<T extends CollectionTable>(server: ServerCollection<T>): AttentionDefinition {
  const { admin, roles, name } = server.collection;
  const href = `${admin.path}?${NEEDS_BENGALI_PARAM}`;
  return {
    ...rowsWaiting({
      key: `bengali-missing-${name}`,
      title: `${admin.title}: Bengali missing`,
      hint: `Add the Bengali beside the English; until then the Bengali site shows these ${admin.many} in English.`,
      href,
      ...bengaliGap(server),
      since: 'updated_at',
      entryHref: () => href,
    }),
    roles,
  };
}

export const ATTENTION_ITEMS: AttentionDefinition[] = [
  {
    key: 'profiles-to-review',
    title: 'Profiles waiting for review',
    hint: 'Check the details and ID document, then verify or reject.',
    roles: ADMIN_ROLES,
    href: '/admin/investors?status=pending',
    waiting: () => sql`FROM investor_profiles WHERE status = 'pending'`,
    oldest: (limit) => sql`
      SELECT p.user_id::text AS id, coalesce(p.legal_name, u.name) AS label, coalesce(p.submitted_at, p.updated_at)::text AS since
      FROM investor_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.status = 'pending' ORDER BY p.submitted_at, p.user_id LIMIT ${limit}`,
    entryHref: (id) => `/admin/investors/${id}`,
  },
  investmentsWaiting({
    key: 'requests-to-contact',
    title: 'New investment requests to contact',
    hint: 'Call or email the investor, then mark the request contacted.',
    status: 'requested',
    since: 'requested_at',
  }),
  investmentsWaiting({
    key: 'awaiting-payment-overdue',
    title: `Awaiting payment for over ${AWAITING_PAYMENT_REMINDER_DAYS} days`,
    hint: 'Remind the investor of the transfer, or cancel the request.',
    status: 'awaiting_payment',
    since: 'status_changed_at',
    overdue: (on) => sql`i.status_changed_at < ${on.now.toISOString()}::timestamptz - make_interval(days => ${AWAITING_PAYMENT_REMINDER_DAYS})`,
  }),
  paymentsDue(),
  investmentsWaiting({
    key: 'matured-unpaid',
    title: 'Matured but not paid out',
    hint: 'Put them in a payout batch, send the bank its files, then mark the batch sent.',
    status: 'matured',
    since: 'matured_at',
    // Payouts go out in batches: the batch screen lists exactly these, with each payee's account.
    href: '/admin/ledger/payout-batches',
  }),
  rowsWaiting({
    key: 'cycles-overdue',
    title: 'Cycles past their expected end',
    hint: 'Close the cycle with its results, or move its expected end.',
    href: '/admin/cycles?status=running',
    table: 'cycles',
    where: "status = 'running' AND expected_end_date < {today}",
    label: "name || ' · ' || location",
    since: 'expected_end_date',
    entryHref: (id) => `/admin/cycles/${id}`,
  }),
  rowsWaiting({
    key: 'late-money',
    title: 'Money after the round closed',
    hint: 'The investor chooses the next round or a refund: remind them if they have not chosen yet.',
    href: STAFF_INVESTMENTS_PATH,
    table: 'investments',
    // Derived as the investor's page derives it (contract isLateMoney): a round's request holding money, not working, its round closed, no refund asked.
    where:
      "payment_due_on IS NOT NULL AND refund_requested_at IS NULL AND status IN ('requested', 'contacted', 'awaiting_payment', 'cancelled')" +
      " AND EXISTS (SELECT 1 FROM cycles c WHERE c.id = investments.cycle_id AND c.status <> 'funding')" +
      ' AND (SELECT coalesce(sum(l.amount_pence), 0) FROM ledger_entries l WHERE l.investment_id = investments.id) > 0',
    label: 'reference',
    since: 'status_changed_at',
    entryHref: staffInvestmentPath,
  }),
  rowsWaiting({
    key: 'bank-lines-open',
    title: 'Bank lines to review',
    hint: 'Confirm the payments matched by reference; assign or ignore the rest.',
    href: '/admin/ledger/bank-statements',
    table: 'bank_lines',
    where: "status = 'open'",
    label: 'description',
    since: 'value_date',
    entryHref: () => '/admin/ledger/bank-statements',
  }),
  {
    key: 'books-check-differences',
    title: 'Books check differences',
    hint: 'The latest books check found money that does not agree: correct the ledger, then run the check again.',
    roles: ADMIN_ROLES,
    href: '/admin/books',
    // The differences of the latest run only: an older run's are settled or found again.
    waiting: () => sql`FROM books_check_differences WHERE run_id = (SELECT id FROM books_check_runs ORDER BY ran_at DESC, id DESC LIMIT 1)`,
    oldest: (limit) => sql`
      SELECT d.id::text AS id, d.message AS label, r.ran_at::text AS since
      FROM books_check_differences d JOIN books_check_runs r ON r.id = d.run_id
      WHERE d.run_id = (SELECT id FROM books_check_runs ORDER BY ran_at DESC, id DESC LIMIT 1)
      ORDER BY d.position LIMIT ${limit}`,
    entryHref: () => '/admin/books',
  },
  roundsWaiting({
    key: 'rounds-closing-soon',
    title: `Rounds closing within ${ROUND_CLOSING_SOON_DAYS} days`,
    hint: 'Check the payments against the minimum: on its closing day the round starts, is extended once or is cancelled and refunded.',
    where: `funding_closes_on BETWEEN {today} AND {today} + ${ROUND_CLOSING_SOON_DAYS}`,
  }),
  roundsWaiting({
    key: 'rounds-below-minimum',
    title: 'Rounds below their minimum',
    hint: 'Past or near their closing day without the minimum paid: extend the round once, or cancel it and refund.',
    where: `funding_closes_on <= {today} + ${ROUND_CLOSING_SOON_DAYS} AND {paid} < minimum_units`,
  }),
  approvalsWaiting('cycle-close', { key: 'cycle-closes-to-approve', title: 'Cycle closes to approve', href: '/admin/cycles?status=running' }),
  approvalsWaiting('payout-batch-send', { key: 'payout-batches-to-approve', title: 'Payout batches to approve', href: '/admin/ledger/payout-batches' }),
  bengaliMissing(investmentPlansServer),
  bengaliMissing(faqServer),
  bengaliMissing(storiesServer),
  bengaliMissing(teamServer),
  bengaliMissing(aboutImagesServer),
  rowsWaiting({
    key: 'bengali-missing-metrics',
    title: 'Company Metrics: Bengali missing',
    hint: 'Add the Bengali label; until then the Bengali site shows these metrics in English.',
    href: '/admin/metrics',
    table: 'metrics',
    where: "coalesce(trim(title_bn), '') = ''",
    label: 'title',
    since: 'updated_at',
    entryHref: () => '/admin/metrics',
  }),
];

/** The items the role may open, each with its count and oldest entries; items with nothing waiting included (count 0). */
export async function needsAttention(db: Db, role: Role, items: AttentionDefinition[] = ATTENTION_ITEMS, on: AsOf = asOf()): Promise<NeedsAttentionItem[]> {
  return Promise.all(
    items
      .filter((item) => hasRole(role, item.roles))
      .map(async (item) => {
        const [counted, oldest] = await Promise.all([
          db.execute(sql`SELECT count(*)::int AS n ${item.waiting(on)}`),
          db.execute(item.oldest(NEEDS_ATTENTION_OLDEST, on)),
        ]);
        return {
          key: item.key,
          title: item.title,
          hint: item.hint,
          href: item.href,
          count: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
          oldest: rowsOf<{ id: string; label: string; since: string }>(oldest).map((row) => ({
            id: row.id,
            label: row.label,
            // PostgreSQL's text of a timestamptz, in the ISO form the screen parses.
            since: row.since.length === 10 ? row.since : new Date(row.since).toISOString(),
            ...(item.noteOf ? { note: item.noteOf(row.since, on) } : {}),
            href: item.entryHref(row.id),
          })),
        };
      }),
  );
}
