import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { INVESTMENT_MESSAGES, inLanguage, roundAlertSchema, roundAlertStopSchema, type Language } from '@app/contract';
import { m } from '@app/contract/messages';
import { investmentPlans } from '../../db/schema/content.ts';
import { roundAlerts } from '../../db/schema/rounds.ts';
import type { Actor } from '../../platform/activity.ts';
import { badRequest, parse } from '../../platform/http.ts';
import { sendMail } from '../../platform/mail.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { alertMailContent } from './alert-mails.ts';
import { alertToken, stopLink, tokenHash } from './announce-round.ts';

/**
 * Subscribes an address to a plan's next rounds. The answer is the same whether or not it was
 * already subscribed (nobody learns who is); only a new subscription is confirmed by mail, with
 * the one-click stop link.
 */
/** `language`: the page's the alert was asked from; the alert keeps it and its mails are written in it. */
export async function subscribeAlert(deps: Deps, actor: Actor, body: unknown, language: Language = 'en'): Promise<void> {
  const { planId, email } = parse(roundAlertSchema, body);
  const [plan] = await deps.db.select().from(investmentPlans).where(eq(investmentPlans.id, planId));
  if (!plan) throw badRequest(INVESTMENT_MESSAGES.planNotFound, { planId: INVESTMENT_MESSAGES.planNotFound });
  await work(deps, actor, async (uow) => {
    const id = crypto.randomUUID();
    const token = alertToken(uow.keys, id);
    // The partial unique index (one active alert per plan and address) decides a repeat.
    const [created] = await uow.tx
      .insert(roundAlerts)
      .values({ id, planId, email, tokenHash: tokenHash(token), language })
      .onConflictDoNothing()
      .returning({ id: roundAlerts.id });
    if (!created) return;
    const title = language === 'bn' && plan.titleBn ? plan.titleBn : plan.title;
    await sendMail(uow, {
      kind: 'round-alert-confirmed',
      to: email,
      language,
      ...inLanguage(language, () => ({
        subject: m.mail_alert_confirmed_subject({ plan: title }),
        content: alertMailContent.confirmed(title, stopLink(uow.config.publicUrl, token, language)),
      })),
    });
  });
}

/** Stops the alert of the mailed link; stopping twice, or with a link that is no longer valid, changes nothing. */
export async function stopAlert(deps: Deps, actor: Actor, body: unknown): Promise<void> {
  const { token } = parse(roundAlertStopSchema, body);
  await work(deps, actor, async (uow) => {
    await uow.tx
      .update(roundAlerts)
      .set({ stoppedAt: new Date() })
      .where(and(eq(roundAlerts.tokenHash, tokenHash(token)), isNull(roundAlerts.stoppedAt)));
  });
}
