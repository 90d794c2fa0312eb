import { randomUUID } from "node:crypto";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Session } from "./helpers/auth";
import { storeSession } from "./helpers/auth";
import { pageFor } from "./helpers/device-pages";
import { runOwnServer } from "./helpers/own-server";
import { PAYOUTS_BASE_URL, PAYOUTS_SERVER } from "./helpers/payouts";
import { savePicture } from "./helpers/pictures";
import { depositThroughApi, hireThroughApi, milestoneAction, onboardedCompany, projectOf } from "./helpers/projects";
import { SCREENSHOT_DIR, seriousViolations } from "./helpers/screens";
import { uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

/*
 * Payouts that pay themselves (decision 0087), on the payouts server (helpers/payouts-server.ts):
 * a freelancer paid for a milestone withdraws to a UPI id, the payout goes out through the local
 * RazorpayX-shaped provider, its signed webhook arrives, and the wallet shows Paid with the UTR.
 * The withdrawals card is photographed with a paid, a processing and a returned payout, on a
 * desktop and a phone, light and dark, and read by axe.
 */

runOwnServer(PAYOUTS_SERVER);
test.use({ baseURL: PAYOUTS_BASE_URL });

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** A freelancer paid ₹10,000 for an approved milestone, all through the API: ₹9,500 after 5% TDS without a PAN (decision 0089). */
async function paidFreelancer(request: APIRequestContext): Promise<Session> {
  const company = await onboardedCompany(request, "payouts");
  const freelancer = await onboardedFreelancer(request, "payouts");
  await depositThroughApi(request, company, 2_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Payout screens (${uniqueWord("Pay")})`,
    amount: 1_000_000,
  });
  const milestone = (await projectOf(request, company, projectId)).milestones[0]!;
  await milestoneAction(request, company, milestone.id, "fund");
  await milestoneAction(request, freelancer, milestone.id, "submit", { note: "All of it.", fileIds: [] });
  await milestoneAction(request, company, milestone.id, "approve");
  return freelancer;
}

async function withdrawThroughApi(request: APIRequestContext, session: Session, amount: number, vpa: string) {
  const response = await request.post("/api/wallet/withdrawals", {
    headers: { ...auth(session), "Idempotency-Key": randomUUID() },
    data: { amount, destination: { type: "UPI", vpa } },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test("a withdrawal goes out through the payout provider and shows Paid with its UTR", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const freelancer = await paidFreelancer(request);
  await storeSession(page, freelancer);
  await page.goto("/wallet");

  await page.getByRole("button", { name: "Withdraw" }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw" });
  await withdraw.getByRole("radio", { name: /A new UPI id/ }).check();
  await withdraw.getByRole("textbox", { name: "UPI id" }).fill("asha.rao@payouts");
  await withdraw.getByLabel("Amount (INR)").fill("2500");
  await withdraw.getByRole("button", { name: "Request withdrawal of ₹2,500.00", exact: true }).click();
  await expect(withdraw.getByText("Withdrawal of ₹2,500.00 requested")).toBeVisible();
  await expect(withdraw.getByText("sent to your bank now")).toBeVisible();
  await withdraw.getByRole("button", { name: "Done" }).click();

  // The provider pays it a moment later and its webhook settles it: Paid, with the bank's reference.
  const card = page.getByRole("region", { name: "Withdrawals" });
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole("listitem").first()).toContainText("Paid", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const paid = card.getByRole("listitem").first();
  await expect(paid).toContainText(/UTR \d{16}/);
  const utr = (await paid.textContent())?.match(/UTR (\d{16})/)?.[1];
  const history = page.getByRole("list", { name: "Transactions" });
  const row = history.getByRole("listitem").filter({ hasText: /^Withdrawal/ });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText(`UTR ${utr}`);
  // ₹9,500 received (₹10,000 less 5% TDS) less the ₹2,500 paid out.
  await expect(page.getByRole("region", { name: "Balances" }).getByTitle("₹7,000.00")).toBeVisible();

  // One that stays with the bank and one the bank returns, for the pictures of every state.
  await withdrawThroughApi(request, freelancer, 100_000, "hold.asha@payouts");
  await withdrawThroughApi(request, freelancer, 50_000, "return.asha@payouts");
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Returned", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText("Processing with the bank", { exact: true })).toBeVisible();
  await expect(card).toContainText("The bank returned the payout: Beneficiary account is closed");

  for (const device of ["desktop", "phone"] as const) {
    for (const theme of ["light", "dark"] as const) {
      const shot = await pageFor(browser, PAYOUTS_BASE_URL, device, theme, freelancer);
      await shot.goto("/wallet");
      const withdrawals = shot.getByRole("region", { name: "Withdrawals" });
      await expect(withdrawals.getByText("Returned", { exact: true })).toBeVisible();
      await expect(withdrawals.getByText("Processing with the bank", { exact: true })).toBeVisible();
      await shot.waitForLoadState("networkidle");
      await expect(shot.locator("[aria-busy=true]")).toHaveCount(0);
      await shot.evaluate(() => document.fonts.ready);
      await savePicture(shot, {
        path: path.join(SCREENSHOT_DIR, `payouts-${device}-${theme}-withdrawals.png`),
        scale: "css",
        fullPage: true,
      });
      expect(await seriousViolations(shot), `${device} ${theme}`).toEqual([]);
      await shot.context().close();
    }
  }
});
