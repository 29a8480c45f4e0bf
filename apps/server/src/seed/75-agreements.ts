import type { FastifyInstance } from 'fastify';
import { asc, eq, isNull } from 'drizzle-orm';
import { agreementTemplates, investmentAgreements } from '../db/schema/agreements.ts';
import { investments } from '../db/schema/investments.ts';
import { users } from '../db/schema/users.ts';
import { acceptAgreement, ensureFirstTemplate } from '../modules/agreements/service.ts';

/**
 * The demo investments carry accepted agreements like any request placed today, made by the
 * agreements service itself (so the seed never renders or hashes on its own). Version 1 is dated
 * before the oldest demo request; no address or browser was recorded for these acceptances.
 */
export async function seed(app: FastifyInstance) {
  const rows = await app.db
    .select({ investment: investments, investor: { id: users.id, name: users.name } })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .leftJoin(investmentAgreements, eq(investmentAgreements.investmentId, investments.id))
    .where(isNull(investmentAgreements.investmentId))
    .orderBy(asc(investments.requestedAt));
  if (!rows.length) return;
  await ensureFirstTemplate(app.db, new Date(rows[0]!.investment.requestedAt.getTime() - 30 * 86_400_000));
  const [template] = await app.db.select({ version: agreementTemplates.version }).from(agreementTemplates).where(eq(agreementTemplates.version, 1));
  for (const { investment, investor } of rows) {
    await app.db.transaction(async (tx) => {
      await acceptAgreement(tx, app.config, investment, investor, {
        typedName: investor.name,
        templateVersion: template!.version,
        ipAddress: null,
        userAgent: null,
        acceptedAt: investment.requestedAt,
      });
    });
  }
}
