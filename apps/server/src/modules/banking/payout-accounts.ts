import type { PayeeNameResult } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { payoutAccountFor } from '../payouts/service.ts';

/** Where an investor's payout goes: a UK account (sort code and number) or an IBAN with its BIC. */
export type PayoutAccount = {
  holderName: string;
  sortCode?: string | null;
  accountNumber?: string | null;
  iban?: string | null;
  bic?: string | null;
  /** After a change the account is held (72 hours) before money may go to it. */
  onHoldUntil: Date | null;
  /** Confirmation of Payee when it was given (null before names were checked). */
  nameCheck: PayeeNameResult | null;
  /** A close or no match staff have not confirmed: payouts wait however long ago it was given. */
  nameHeld: boolean;
};

/** The one place payout batches read an investor's account: the current one they gave, with its hold. */
export async function payoutAccountOf(db: Db, userId: string, at: Date = new Date()): Promise<PayoutAccount | null> {
  const current = await payoutAccountFor(db, userId, at);
  if (!current) return null;
  const { holderName, sortCode, accountNumber, iban, bic, nameCheck } = current.account;
  return { holderName, sortCode, accountNumber, iban, bic, onHoldUntil: current.onHoldUntil, nameCheck, nameHeld: current.nameHeld };
}
