import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES as M, maskPayoutAccount, payoutAccountChangeSchema, payoutAccountSchema } from './payouts.ts';

const errorsOf = (input: unknown) => {
  const result = payoutAccountSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

const uk = { kind: 'uk', holderName: 'Amina Rahman', sortCode: '12-34-56', accountNumber: '12345678' };
const international = { kind: 'international', holderName: 'Karim Uddin', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'nwbkgb2l' };

describe('payout account rules', () => {
  it('accepts a UK account typed with dashes or spaces and keeps digits only', () => {
    expect(payoutAccountSchema.parse(uk)).toEqual({ ...uk, sortCode: '123456' });
    expect(payoutAccountSchema.parse({ ...uk, sortCode: '12 34 56', accountNumber: '1234 5678' })).toMatchObject({
      sortCode: '123456',
      accountNumber: '12345678',
    });
  });

  it('accepts valid IBANs of several countries with 8- and 11-character BICs, stored compact and upper case', () => {
    expect(payoutAccountSchema.parse(international)).toEqual({ ...international, iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' });
    expect(payoutAccountSchema.parse({ ...international, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' })).toMatchObject({ bic: 'COBADEFFXXX' });
    expect(payoutAccountSchema.safeParse({ ...international, iban: 'AE070331234567890123456', bic: 'EBILAEAD' }).success).toBe(true);
  });

  it('refuses a 5-digit sort code and a 7-digit account number', () => {
    expect(errorsOf({ ...uk, sortCode: '12345' })).toEqual({ sortCode: M.sortCode });
    expect(errorsOf({ ...uk, accountNumber: '1234567' })).toEqual({ accountNumber: M.accountNumber });
    expect(errorsOf({ ...uk, sortCode: '12-34-5a' })).toEqual({ sortCode: M.sortCode });
    expect(errorsOf({ ...uk, sortCode: '1234567' })).toEqual({ sortCode: M.sortCode });
    expect(errorsOf({ ...uk, accountNumber: '123456789' })).toEqual({ accountNumber: M.accountNumber });
    expect(errorsOf({ ...uk, sortCode: undefined, accountNumber: undefined })).toEqual({ sortCode: M.sortCode, accountNumber: M.accountNumber });
  });

  it('refuses an IBAN whose checksum does not match and a malformed BIC', () => {
    expect(errorsOf({ ...international, iban: 'GB83WEST12345698765432' })).toEqual({ iban: M.iban });
    expect(errorsOf({ ...international, bic: 'NWBKGB2' })).toEqual({ bic: M.bic });
    expect(errorsOf({ ...international, bic: 'NWBK1B2L' })).toEqual({ bic: M.bic });
    expect(errorsOf({ ...international, bic: 'NWBKGB2L1' })).toEqual({ bic: M.bic });
    // Too short for its country, an unknown country code, and letters where the check digits go.
    expect(errorsOf({ ...international, iban: 'GB82WEST1234569876543' })).toEqual({ iban: M.iban });
    expect(errorsOf({ ...international, iban: 'XX82WEST12345698765432' })).toEqual({ iban: M.iban });
    expect(errorsOf({ ...international, iban: 'GBABWEST12345698765432' })).toEqual({ iban: M.iban });
    expect(errorsOf({ ...international, iban: undefined, bic: undefined })).toEqual({ iban: M.iban, bic: M.bic });
  });

  it('refuses a missing holder name and an unknown kind', () => {
    expect(errorsOf({ ...uk, holderName: ' ' })).toEqual({ holderName: M.holderName });
    expect(Object.values(errorsOf({ ...uk, kind: 'paypal' }))).toEqual([M.kind]);
  });

  it('carries the password or code that confirms a change', () => {
    expect(payoutAccountChangeSchema.parse({ ...uk, password: 'Secret123' })).toMatchObject({ password: 'Secret123', sortCode: '123456' });
  });

  it('masks the account so it can be recognised but not copied', () => {
    expect(maskPayoutAccount({ kind: 'uk', sortCode: '123456', accountNumber: '12345678' })).toBe('Sort code 12-34-56, account ••••5678');
    expect(maskPayoutAccount({ kind: 'international', iban: 'GB82WEST12345698765432' })).toBe('IBAN GB•• •••• 5432');
  });
});
