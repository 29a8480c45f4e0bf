import { and, count, eq, inArray, isNotNull, isNull, ne, sum } from 'drizzle-orm';
import {
  assignInvestmentsSchema,
  CYCLE_MESSAGES,
  cycleAssignedNote,
  lateInvestments,
  lateListOf,
  digitsIn,
  groupDigits,
  languageInScope,
  formatDate,
  formatMoney,
  IMAGE_WIDTHS,
  imageVariant,
  investorShareOf,
  cycleAccountRows,
  investmentAccountShare,
  ROUNDING_RULE,
  type CycleAccount,
  type InvestmentAccountShare,
  type CycleUpdate,
  type Investment,
  effectiveMaturityChoice,
  ukDayOf,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { CycleRow } from '../../db/schema/cycles.ts';
import { investmentEvents, investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { actorColumns, type Actor } from '../../platform/activity.ts';
import { badRequest, conflict, notFound, parse } from '../../platform/http.ts';
import { m } from '@app/contract/messages';
import { pageUrl, type Mailer, sendToInvestor } from '../../platform/mail.ts';
import type { MailBlock, WrittenBlocks } from '../../platform/mail-layout.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { transition } from '../investments/lifecycle.ts';
import { investmentMails } from '../investments/mails.ts';
import { BENGALI_RULES } from '../agreements/bengali-translation.ts';
import { cycleEnd, investorColumns, toInvestment } from '../investments/views.ts';
import { completeRollover, prepareRollover, type PreparedRollover } from './roll-over.ts';

/** The investments linked to cycles: assignment, the investors' mail, maturing at close. */

export async function investmentCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ cycleId: investments.cycleId, n: count() })
    .from(investments)
    .where(and(inArray(investments.cycleId, ids), isNotNull(investments.cycleId)))
    .groupBy(investments.cycleId);
  return new Map(rows.map((row) => [row.cycleId!, Number(row.n)]));
}

/** The investments in a cycle, with their investors, for the staff screen. */
export async function cycleInvestments(db: Db, cycleId: string): Promise<Investment[]> {
  const rows = await db
    .select({ investment: investments, investor: investorColumns, end: cycleEnd })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(eq(investments.cycleId, cycleId))
    .orderBy(investments.reference);
  return rows.map(({ investment, investor, end }) => toInvestment(investment, investor, end));
}

/** Active investments in the cycle's plan that are in no cycle yet. */
export async function assignableInvestments(db: Db, cycle: CycleRow): Promise<Investment[]> {
  if (!cycle.planId) return [];
  const rows = await db
    .select({ investment: investments, investor: investorColumns })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(eq(investments.planId, cycle.planId), eq(investments.status, 'active'), isNull(investments.cycleId)))
    .orderBy(investments.reference);
  return rows.map(({ investment, investor }) => toInvestment(investment, investor));
}

/**
 * Links active investments of the cycle's plan to a running cycle. Their units together may not
 * exceed the cycle's units, since the profit per unit is shared over those units.
 */
export async function assignInvestments(deps: Deps, actor: Actor, cycle: CycleRow, body: unknown) {
  if (cycle.status === 'closed') throw conflict(CYCLE_MESSAGES.closedNoChange);
  const { investmentIds, lateReason } = parse(assignInvestmentsSchema, body);
  const ids = [...new Set(investmentIds)];
  return work(deps, actor, async (uow) => {
    const { tx, activity } = uow;
    const rows = await tx.select().from(investments).where(inArray(investments.id, ids)).orderBy(investments.reference).for('update');
    const fits = (row: InvestmentRow) => row.status === 'active' && row.planId === cycle.planId && (row.cycleId === null || row.cycleId === cycle.id);
    if (rows.length !== ids.length || !rows.every(fits)) {
      throw badRequest(CYCLE_MESSAGES.investmentNotAssignable, { investmentIds: CYCLE_MESSAGES.investmentNotAssignable });
    }
    const [current] = await tx
      .select({ units: sum(investments.units) })
      .from(investments)
      .where(eq(investments.cycleId, cycle.id));
    const adding = rows.filter((row) => row.cycleId === null).reduce((total, row) => total + row.units, 0);
    // LATE_MONEY_RULE: money paid after the start belongs in the next cycle, unless staff say why not.
    const late = lateInvestments(
      cycle,
      rows.filter((row) => row.cycleId === null),
    );
    if (late.length && !lateReason) {
      const message = CYCLE_MESSAGES.lateReasonRequired(late, cycle.startDate);
      throw badRequest(message, { lateReason: message });
    }
    if (Number(current?.units ?? 0) + adding > cycle.units) {
      throw badRequest(CYCLE_MESSAGES.tooManyUnits(cycle.units), { investmentIds: CYCLE_MESSAGES.tooManyUnits(cycle.units) });
    }
    const joined = await tx
      .update(investments)
      .set({ cycleId: cycle.id, updatedAt: new Date() })
      .where(and(inArray(investments.id, ids), isNull(investments.cycleId)))
      .returning();
    for (const row of joined) await recordPutInCycle(uow, row, cycle);
    await activity({
      action: 'assign',
      entity: 'cycle',
      entityId: cycle.id,
      summary: `Assigned ${rows.map((row) => row.reference).join(', ')} to cycle “${cycle.name}”${late.length ? `; paid after the cycle started: ${lateListOf(late)}, because: ${lateReason}` : ''}`,
    });
    return rows.length;
  });
}

/**
 * The step the agreement promises to tell (CYCLE_NOT_ASSIGNED), in the assignment's unit of work: the
 * timeline records the cycle and the maturity it now expects, and the investor is mailed once.
 */
async function recordPutInCycle(uow: UnitOfWork, row: InvestmentRow, cycle: CycleRow) {
  await uow.tx.insert(investmentEvents).values({
    investmentId: row.id,
    kind: 'cycle',
    note: cycleAssignedNote(cycle, formatDate(cycle.expectedEndDate)),
    ...actorColumns(uow.actor),
  });
  const [investor] = await uow.tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId));
  await investmentMails.putInCycle(uow, investor!, toInvestment(row, undefined, cycle.expectedEndDate), cycle);
}

export async function unassignInvestment(deps: Deps, actor: Actor, cycle: CycleRow, investmentId: string) {
  if (cycle.status === 'closed') throw conflict(CYCLE_MESSAGES.closedNoChange);
  await work(deps, actor, async ({ tx, activity }) => {
    const [row] = await tx
      .update(investments)
      .set({ cycleId: null, updatedAt: new Date() })
      .where(and(eq(investments.id, investmentId), eq(investments.cycleId, cycle.id)))
      .returning();
    if (!row) throw notFound(CYCLE_MESSAGES.investmentNotInCycle);
    await activity({
      action: 'unassign',
      entity: 'cycle',
      entityId: cycle.id,
      summary: `Removed ${row.reference} from cycle “${cycle.name}”`,
    });
  });
}

/** Sharp on a phone's screen at the mail's width, a fraction of the full-size file. */
const MAIL_PHOTO_WIDTH = 960 satisfies (typeof IMAGE_WIDTHS)[number];
/** The uploaded image's variant at MAIL_PHOTO_WIDTH, or the URL as it is when it is not an uploaded image. */
const mailPhotoPath = (url: string) => imageVariant(url, MAIL_PHOTO_WIDTH) ?? url;

/**
 * One mail per investor in the cycle, linking to their investment's page (queued in the update's
 * transaction), in the investor's language: the update's Bengali body when staff wrote one, else its English.
 */
export async function mailUpdateToInvestors(mailer: Mailer, cycle: CycleRow, update: CycleUpdate): Promise<void> {
  const rows = await mailer.db
    .select({
      investmentId: investments.id,
      reference: investments.reference,
      userId: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    // A cancelled request never ran in the cycle: its news is not theirs (investorHasCycle agrees).
    .where(and(eq(investments.cycleId, cycle.id), ne(investments.status, 'cancelled')))
    .orderBy(investments.reference);
  const seen = new Set<string>();
  /** The farm's figures, written while the mail is (in its language). */
  const figures = (): [string, string][] => {
    const language = languageInScope();
    return [
      ...(update.averageWeightKg !== null
        ? [[m.mail_fact_average_weight(), m.mail_weight_kg({ weight: digitsIn(String(update.averageWeightKg), language) })] as [string, string]]
        : []),
      ...(update.mortalityCount !== null ? [[m.mail_fact_mortality(), groupDigits(update.mortalityCount, language)] as [string, string]] : []),
      ...(update.feedCostPence !== null ? [[m.mail_fact_feed_cost(), formatMoney(update.feedCostPence, cycle.currency, language)] as [string, string]] : []),
    ];
  };
  const photos = (): MailBlock[] =>
    update.photos.length
      ? [
          m.mail_cycle_update_photos({ count: update.photos.length, photos: groupDigits(update.photos.length, languageInScope()) }),
          {
            // The stored alt text is English (the update's pages); a Bengali mail says what each photo is in Bengali.
            images: update.photos.map((photo, index) => ({
              url: `${mailer.config.publicUrl}${mailPhotoPath(photo.url)}`,
              alt:
                languageInScope() === 'en'
                  ? photo.alt
                  : m.mail_cycle_update_photo_alt({ number: groupDigits(index + 1, languageInScope()), cycle: cycle.name, location: cycle.location }),
            })),
          },
        ]
      : [];
  for (const row of rows) {
    if (seen.has(row.userId)) continue;
    seen.add(row.userId);
    await sendToInvestor(mailer, row, () => ({
      kind: 'cycle-update',
      subject: m.mail_cycle_update_subject({ cycle: cycle.name }),
      content: {
        heading: m.mail_cycle_update_heading({ cycle: cycle.name }),
        greeting: m.mail_greeting({ name: row.name }),
        body: [
          m.mail_cycle_update_body({ cycle: cycle.name, location: cycle.location, reference: row.reference }),
          row.language === 'bn' && update.bodyBn ? update.bodyBn : update.body,
          ...(figures().length ? [{ facts: figures() }] : []),
          ...photos(),
        ],
        button: { label: m.mail_cycle_update_button(), url: pageUrl(mailer, row, `/portfolio/investments/${row.investmentId}`) },
      },
    }));
  }
}

/**
 * Inside the closing unit of work: every active investment in the cycle moves to matured with its
 * share (profit per unit × its units), through the investments' one status move, so the timeline,
 * activity log, ledger entry and the investor's mail read as for any other move. Returns how many moved.
 */
/**
 * A matured investment's mail: the cycle's account, the investment's share, and where the rest went.
 * The titles and the rounding rule speak the mail's language; the account's rows are the contract's (English).
 */
export function accountMailBlocks(account: CycleAccount, share: InvestmentAccountShare): WrittenBlocks {
  const rows = cycleAccountRows(account, { share });
  const shareFrom = rows.findIndex((row) => row.label === 'Your units');
  const facts = (from: number, to?: number) => rows.slice(from, to).map((row) => [row.label, row.value] as const);
  return () => [
    { title: m.mail_cycle_account_title(), facts: facts(0, shareFrom) },
    { title: m.mail_cycle_share_title(), facts: facts(shareFrom) },
    languageInScope() === 'en' ? ROUNDING_RULE : BENGALI_RULES['rules.rounding'],
  ];
}

export async function matureInvestments(uow: UnitOfWork, cycle: CycleRow, account?: CycleAccount): Promise<number> {
  // Locked: an investor's maturity choice saved meanwhile waits, then finds the investment matured (409).
  const rows = await uow.tx
    .select()
    .from(investments)
    .where(and(eq(investments.cycleId, cycle.id), eq(investments.status, 'active')))
    .orderBy(investments.reference)
    .for('update');
  const note = `Cycle “${cycle.name}” closed on ${formatDate(cycle.closedOn)}.`;
  const valueDate = cycle.closedOn ?? ukDayOf(new Date());
  for (const row of rows) {
    const actualProfit = investorShareOf(cycle.profitPerUnitPence!, row.units);
    // The choice (or the agreement's default) decides: a rollover holds its units in the plan's open round first.
    const choice = effectiveMaturityChoice(row.maturityChoice);
    const prepared = choice === 'payout' ? null : await prepareRollover(uow, row, choice, actualProfit);
    const rolled = prepared && 'into' in prepared ? prepared : null;
    // The share is credited (or the loss debited) in the ledger on the day the cycle closed.
    const matured = await transition(
      uow,
      row,
      { status: 'matured', actualProfit, note },
      {
        why: `cycle “${cycle.name}” closed`,
        valueDate,
        noteToInvestor: true,
        ...(account ? { mailBlocks: accountMailBlocks(account, investmentAccountShare(account, row.units)) } : {}),
        ...(prepared ? { rollover: rolled ? rolled.outcome : (prepared as Exclude<typeof prepared, PreparedRollover>) } : {}),
      },
    );
    if (rolled) await completeRollover(uow, matured, rolled, valueDate);
  }
  return rows.length;
}

/**
 * The investor's own view of a cycle: only someone with an investment in it may read it. A cancelled
 * request never ran in the cycle, so it opens neither the updates nor the farm's photos.
 */
export async function investorHasCycle(db: Db, userId: string, cycleId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(investments)
    .where(and(eq(investments.userId, userId), eq(investments.cycleId, cycleId), ne(investments.status, 'cancelled')));
  return Number(row?.n ?? 0) > 0;
}
