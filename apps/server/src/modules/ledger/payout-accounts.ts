import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutAccountsStandin } from '../../db/schema/bank-statements.ts';

/** Where an investor's payout goes: a UK account (sort code and number) or an IBAN with its BIC. */
export type PayoutAccount = {
  holderName: string;
  sortCode?: string | null;
  accountNumber?: string | null;
  iban?: string | null;
  bic?: string | null;
  /** After a change the account is held (72 hours) before money may go to it. */
  onHoldUntil: Date | null;
};

/**
 * The one place payout batches read an investor's account. It reads a stand-in table until the
 * investors' payout accounts exist; pointing it at them is the only change batches need.
 */
export async function payoutAccountOf(db: Db, userId: string): Promise<PayoutAccount | null> {
  const [row] = await db.select().from(payoutAccountsStandin).where(eq(payoutAccountsStandin.userId, userId));
  return row ?? null;
}
