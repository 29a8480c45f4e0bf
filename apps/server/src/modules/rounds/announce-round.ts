import crypto from 'node:crypto';
import { and, asc, eq, isNull, lte, gte } from 'drizzle-orm';
import { inLanguage, pathInLanguage, ukDayOf, type Language } from '@app/contract';
import { m } from '@app/contract/messages';
import { alertMailContent } from './alert-mails.ts';
import type { Db } from '../../db/client.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { roundAlertMails, roundAlerts } from '../../db/schema/rounds.ts';
import type { Actor } from '../../platform/activity.ts';
import { sendMail } from '../../platform/mail.ts';
import type { SessionKeys } from '../../platform/session.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';

/**
 * "Tell me when a round opens": when a round of a plan opens (created open, or its opening day
 * reached) every active alert of the plan is mailed about it once. The row in round_alert_mails
 * (primary key alert and round) decides "once", so two instances or two runs never mail twice.
 */

/** The alert's stop token: made from its id with the server secret, so every mail can carry it; only its hash is stored. */
export const alertToken = (keys: SessionKeys, alertId: string) => keys.digest(`round-alert:${alertId}`);
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const stopLink = (publicUrl: string, token: string, language: Language = 'en') =>
  `${publicUrl}${pathInLanguage('/round-alerts/stop', language)}?token=${encodeURIComponent(token)}`;

/** Mails every active alert of the round's plan that has not heard of this round; returns how many were mailed. */
export async function announceRound(uow: UnitOfWork, round: CycleRow): Promise<number> {
  if (!round.planId || round.status !== 'funding') return 0;
  const alerts = await uow.tx
    .select()
    .from(roundAlerts)
    .where(and(eq(roundAlerts.planId, round.planId), isNull(roundAlerts.stoppedAt)))
    .orderBy(asc(roundAlerts.createdAt));
  let mailed = 0;
  for (const alert of alerts) {
    const [first] = await uow.tx
      .insert(roundAlertMails)
      .values({ alertId: alert.id, cycleId: round.id })
      .onConflictDoNothing()
      .returning({ alertId: roundAlertMails.alertId });
    if (!first) continue;
    mailed++;
    const language = alert.language;
    await sendMail(uow, {
      kind: 'round-opened',
      to: alert.email,
      language,
      ...inLanguage(language, () => ({
        subject: m.mail_alert_opened_subject({ plan: round.planTitle }),
        content: alertMailContent.opened(
          round,
          `${uow.config.publicUrl}${pathInLanguage(`/investment-plans/${round.planId}`, language)}`,
          stopLink(uow.config.publicUrl, alertToken(uow.keys, alert.id), language),
        ),
      })),
    });
  }
  return mailed;
}

const ALERTS: Actor = { id: null, name: 'Round alerts' };

/** Housekeeping: announces every round taking money whose opening day has come (already announced alerts are skipped). */
export async function announceOpenRounds(deps: Deps, now: Date): Promise<number> {
  const today = ukDayOf(now);
  const open = await (deps.db as Db)
    .select()
    .from(cycles)
    .where(and(eq(cycles.status, 'funding'), lte(cycles.fundingOpensOn, today), gte(cycles.fundingClosesOn, today)));
  let mailed = 0;
  for (const round of open) mailed += await work(deps, ALERTS, (uow) => announceRound(uow, round));
  return mailed;
}
