import type { FastifyPluginAsync } from 'fastify';
import bankStatementRoutes from './bank-statement-routes.ts';
import payoutBatchRoutes from './payout-batch-routes.ts';

/**
 * Banking: bank statements in and their matching, payout batches out. It sits above investments and
 * the ledger (it moves investments and writes entries); its URLs stay under /ledger, where the back office calls them.
 */
const bankingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bankStatementRoutes);
  await app.register(payoutBatchRoutes);
};

export default bankingRoutes;
