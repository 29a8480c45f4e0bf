import type { FastifyInstance } from 'fastify';
import type { BankMappingFields } from '@app/contract';
import { bankMappings } from '../db/schema/bank-statements.ts';

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
}
