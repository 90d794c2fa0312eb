// Starts a second BUILT server for the payouts journey (e2e/payouts.spec.ts), with the payout
// provider configured against a local RazorpayX-shaped server (apps/api/test/payout-provider.ts)
// that pays each payout a moment after it is created and sends its signed webhook — except a
// UPI id starting "hold" (it stays with the bank) or "return" (the bank returns it). The main e2e
// server keeps the admin queue, so the other journeys' withdrawals wait for an admin as before.
import { startTestPayoutProvider } from "../../apps/api/test/payout-provider";
import { prepareBuiltServer } from "./built-server";

const { server, webDist } = prepareBuiltServer();

const provider = await startTestPayoutProvider();
provider.webhookUrl = `${process.env.APP_URL}/api/payments/payout-webhook/razorpayx`;
provider.autoProcessAfterMs = 1_500;
provider.outcomeFor = (payout) => {
  const vpa = payout.fund_account.vpa?.address ?? "";
  if (vpa.startsWith("hold")) return null;
  return vpa.startsWith("return") ? "reversed" : "processed";
};
Object.assign(process.env, {
  PAYOUT_PROVIDER_BASE_URL: provider.url,
  PAYOUT_KEY_ID: provider.keyId,
  PAYOUT_KEY_SECRET: provider.keySecret,
  PAYOUT_ACCOUNT_NUMBER: provider.accountNumber,
  PAYOUT_WEBHOOK_SECRET: provider.webhookSecret,
  WEB_DIST_DIR: webDist,
});

await import(server);
