import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore, requireRole } from "../../../plugins/auth";
import { adminLedgerRoutes } from "./ledger-routes";
import { adminWithdrawalRoutes } from "./withdrawal-routes";

/** /admin/wallet: the withdrawals queue, manual adjustments, the ledger check and the audit log. Admins only. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));
  app.addHook("onSend", noStore);
  await app.register(adminWithdrawalRoutes);
  await app.register(adminLedgerRoutes);
};
