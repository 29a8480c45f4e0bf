import type { FastifyPluginAsync } from 'fastify';
import bankStatementRoutes from './bank-statement-routes.ts';
import payoutBatchRoutes from './payout-batch-routes.ts';

/** The ledger's HTTP routes: each part of the ledger registers its own. */
const ledgerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bankStatementRoutes);
  await app.register(payoutBatchRoutes);
};

export default ledgerRoutes;
