import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore } from "../../plugins/auth";
import { depositRoutes } from "./deposits/routes";
import { invoiceRoutes } from "./invoices/routes";
import { receiptRoutes } from "./receipts/routes";
import { statementRoutes } from "./statement/routes";
import { startIdempotencySweeper } from "./sweeper";
import { taxDocumentRoutes } from "./tax-documents/routes";
import { walletSummaryRoutes } from "./wallet/routes";
import { startPayoutSweeper } from "./withdrawals/payouts/sweep";
import { withdrawalRoutes } from "./withdrawals/routes";
import { withdrawalVerificationRoutes } from "./withdrawals/verification-routes";

/** /wallet: the signed-in user's money. Each sub-resource registers its own routes. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("onSend", noStore);
  startIdempotencySweeper(app);
  startPayoutSweeper(app);
  await app.register(walletSummaryRoutes);
  await app.register(statementRoutes);
  await app.register(receiptRoutes);
  await app.register(invoiceRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(withdrawalVerificationRoutes);
  await app.register(taxDocumentRoutes);
};
