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

  it.each([
    ['a 5-digit sort code', { ...uk, sortCode: '12345' }, { sortCode: M.sortCode }],
    ['a 7-digit account number', { ...uk, accountNumber: '1234567' }, { accountNumber: M.accountNumber }],
    ['a sort code with a letter', { ...uk, sortCode: '12-34-5a' }, { sortCode: M.sortCode }],
    ['a 7-digit sort code', { ...uk, sortCode: '1234567' }, { sortCode: M.sortCode }],
    ['a 9-digit account number', { ...uk, accountNumber: '123456789' }, { accountNumber: M.accountNumber }],
    [
      'a UK account without sort code and account number',
      { ...uk, sortCode: undefined, accountNumber: undefined },
      { sortCode: M.sortCode, accountNumber: M.accountNumber },
    ],
    ['an IBAN whose checksum does not match', { ...international, iban: 'GB83WEST12345698765432' }, { iban: M.iban }],
    ['a 7-character BIC', { ...international, bic: 'NWBKGB2' }, { bic: M.bic }],
    ['a BIC with a digit in its country code', { ...international, bic: 'NWBK1B2L' }, { bic: M.bic }],
    ['a 9-character BIC', { ...international, bic: 'NWBKGB2L1' }, { bic: M.bic }],
    ['an IBAN too short for its country', { ...international, iban: 'GB82WEST1234569876543' }, { iban: M.iban }],
    ['an IBAN of an unknown country code', { ...international, iban: 'XX82WEST12345698765432' }, { iban: M.iban }],
    ['an IBAN with letters where the check digits go', { ...international, iban: 'GBABWEST12345698765432' }, { iban: M.iban }],
    ['an international account without IBAN and BIC', { ...international, iban: undefined, bic: undefined }, { iban: M.iban, bic: M.bic }],
    ['a missing holder name', { ...uk, holderName: ' ' }, { holderName: M.holderName }],
  ])('refuses %s, naming only the wrong fields', (_case, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it('refuses an unknown kind', () => {
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
