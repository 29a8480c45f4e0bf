import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BankMappingFields } from '@app/contract';
import { bankAccounts, bankMappings } from '../db/schema/bank-statements.ts';

/** The CSV layouts of the banks a UK venture most often banks with, ready for the first import. */
const LAYOUTS: BankMappingFields[] = [
  {
    name: 'Barclays',
    dateColumn: 'Date',
    dateFormat: 'DD/MM/YYYY',
    descriptionColumn: 'Memo',
    amountColumn: 'Amount',
    creditColumn: undefined,
    debitColumn: undefined,
    balanceColumn: undefined,
  },
  {
    name: 'HSBC',
    dateColumn: 'Date',
    dateFormat: 'YYYY-MM-DD',
    descriptionColumn: 'Description',
    amountColumn: undefined,
    creditColumn: 'Paid in',
    debitColumn: 'Paid out',
    balanceColumn: 'Balance',
  },
  {
    name: 'Monzo',
    dateColumn: 'Date',
    dateFormat: 'DD MMM YYYY',
    descriptionColumn: 'Description',
    amountColumn: 'Amount',
    creditColumn: undefined,
    debitColumn: undefined,
    balanceColumn: undefined,
  },
];

export async function seed(app: FastifyInstance) {
  await app.db
    .insert(bankMappings)
    .values(
      LAYOUTS.map((layout) => ({
        ...layout,
        amountColumn: layout.amountColumn ?? null,
        creditColumn: layout.creditColumn ?? null,
        debitColumn: layout.debitColumn ?? null,
        balanceColumn: layout.balanceColumn ?? null,
      })),
    )
    .onConflictDoNothing();
  await seedOurBankAccount(app);
}

/**
 * The account investors pay into (config BANK_*), whose statements the demo imported. Its IBAN is
 * left to staff: the demo one is not a real IBAN, and the screen would refuse to save it again.
 */
export async function seedOurBankAccount(app: FastifyInstance): Promise<string> {
  const { bankName, sortCode, accountNumber } = app.config.bank;
  await app.db
    .insert(bankAccounts)
    .values({ name: bankName, sortCode: sortCode.replace(/-/g, ''), accountNumber, currency: 'GBP' })
    .onConflictDoNothing({ target: bankAccounts.name });
  const [account] = await app.db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.name, bankName));
  return account!.id;
}
