import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The ledger's back-office screens, relative to /admin: the books, bank statements in, payouts out. */
export default [
  route('books', 'routes/admin/ledger/books.tsx'),
  route('ledger/bank-statements', 'routes/admin/ledger/bank-statements.tsx'),
  route('ledger/bank-mappings', 'routes/admin/ledger/bank-mappings.tsx'),
  route('ledger/bank-accounts', 'routes/admin/ledger/bank-accounts.tsx'),
  route('ledger/payout-batches', 'routes/admin/ledger/payout-batches.tsx'),
] satisfies RouteConfigEntry[];
