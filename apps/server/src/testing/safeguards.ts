import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { investorProfiles } from '../db/schema/investments.ts';
import { recordCompletedSafeguards } from '../modules/investors/safeguards.ts';

/**
 * The one way a test investor gets past the safeguards other than verification: a category
 * (sophisticated unless told) and a passed check, both two days old, and a verification already
 * made is dated then too, so the cooling-off is over.
 */
export async function completeSafeguards(app: FastifyInstance, userId: string, options: { restrictedNetAssets?: number } = {}) {
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  if (options.restrictedNetAssets !== undefined) await recordCompletedSafeguards(app.db, userId, twoDaysAgo, 'restricted', options.restrictedNetAssets);
  else await recordCompletedSafeguards(app.db, userId, twoDaysAgo);
  await app.db
    .update(investorProfiles)
    .set({ reviewedAt: twoDaysAgo })
    .where(and(eq(investorProfiles.userId, userId), eq(investorProfiles.status, 'verified')));
}
