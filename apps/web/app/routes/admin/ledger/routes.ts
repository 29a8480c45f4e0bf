import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The books in the back office, relative to /admin: books check and reconciliation. */
export default [route('books', 'routes/admin/ledger/books.tsx')] satisfies RouteConfigEntry[];
