import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes } from "./helpers/device-pages";
import {
  addMilestoneThroughApi,
  depositThroughApi,
  hireThroughApi,
  milestoneAction,
  onboardedCompany,
  projectOf,
} from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

/*
 * How money reads (decision 0079): a dispute split 600 / 400 shows both amounts to both sides,
 * a paid withdrawal is one row with its state and the bank's UTR, the button that funds a
 * milestone says the exact amount (₹58,245.00, not 58.2K INR), and a freelancer's wallet has no
 * Add funds. Each screen is photographed on a desktop and a phone, light and dark, for a person to
 * look at (e2e/screenshots/money-*), and read by axe.
 */

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

type Scene = {
  company: Session;
  freelancer: Session;
  projectId: string;
  utr: string;
};

/**
 * A project with a 1,000 INR milestone disputed and split 600 to the freelancer, 400 back to the
 * company, and a 55,000 INR milestone waiting for funding; the freelancer's 500 INR withdrawal
 * paid by an admin with a UTR. All through the API: the journey is about what the screens say.
 */
async function moneyScene(request: APIRequestContext): Promise<Scene> {
  const company = await onboardedCompany(request, "money-display");
  const freelancer = await onboardedFreelancer(request, "money-display");
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  await depositThroughApi(request, company, 10_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Onboarding screens (${uniqueWord("Split")})`,
    amount: 100_000,
  });
  const first = (await projectOf(request, company, projectId)).milestones[0]!;
  // The second milestone first: a split of the only milestone would complete the project.
  await addMilestoneThroughApi(request, company, projectId, { title: "Checkout flow", amount: 5_500_000 });
  await milestoneAction(request, company, first.id, "fund");
  await milestoneAction(request, freelancer, first.id, "submit", { note: "Six of the ten screens.", fileIds: [] });
  await milestoneAction(request, company, first.id, "dispute", { reason: "Four of the ten screens are missing." });
  const disputed = (await projectOf(request, company, projectId)).milestones.find((m) => m.id === first.id);
  await dataOf(
    await request.post(`/api/admin/disputes/${disputed?.disputeId}/resolve`, {
      headers: { ...auth(admin), "Idempotency-Key": randomUUID() },
      data: { outcome: "SPLIT", freelancerAmount: 60_000, note: "Six of the ten screens were delivered." },
    }),
  );
  const withdrawal = await dataOf<{ id: string }>(
    await request.post("/api/wallet/withdrawals", {
      headers: { ...auth(freelancer), "Idempotency-Key": randomUUID() },
      data: { amount: 50_000, destination: { type: "UPI", vpa: "money.display@okaxis" } },
    }),
  );
  const utr = `AXIS${Date.now().toString().slice(-12)}`;
  await dataOf(
    await request.post(`/api/admin/wallet/withdrawals/${withdrawal.id}/settle`, {
      headers: { ...auth(admin), "Idempotency-Key": randomUUID() },
      data: { outcome: "PAID", utr },
    }),
  );
  return { company, freelancer, projectId, utr };
}

/** Saves `e2e/screenshots/money-<device>-<name>-<theme>.png` in both themes, each axe-clean. */
function picture(page: Page, name: string, fullPage = true): Promise<void> {
  return picturesInBothThemes(page, `money-${name}`, fullPage);
}

test("a split, a paid withdrawal, an exact fund button and a freelancer's wallet, as both sides read them", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const scene = await moneyScene(request);

  for (const device of DEVICE_NAMES) {
    const name = (screen: string) => `${device}-${screen}`;

    // Both sides read the split: 600 released, 400 refunded, never "Approved · paid".
    for (const [side, session] of [
      ["company", scene.company],
      ["freelancer", scene.freelancer],
    ] as const) {
      const page = await pageFor(browser, baseURL, device, "light", session);
      await page.goto(`/project-management/${scene.projectId}`);
      const milestone = page.getByRole("article", { name: /^Milestone 1:/ });
      await expect(milestone.getByText("Split by dispute · part paid")).toBeVisible();
      await expect(milestone.getByText("Approved · paid")).toHaveCount(0);
      await expect(milestone.getByText("Dispute resolved: split")).toBeVisible();
      const released = milestone.getByRole("definition").filter({ has: page.getByTitle("₹600.00") });
      await expect(released).toContainText("600 INR");
      await expect(milestone.getByRole("definition").filter({ has: page.getByTitle("₹400.00") })).toContainText(
        "400 INR",
      );
      await expect(milestone).toContainText(side === "freelancer" ? "Released to you" : "Refunded to you");
      await expect(page.getByRole("region", { name: "Money" })).toContainText("Refunded by dispute");
      await picture(page, name(`project-split-${side}`));

      if (side === "company") {
        // The button that funds says the exact amount: ₹55,000 + 5% fee + 18% GST on it = ₹58,245.00.
        // Pressed with the keyboard: on a phone the fixed bottom navigation can sit over the button.
        await page
          .getByRole("article", { name: /^Milestone 2:/ })
          .getByRole("button", { name: "Fund milestone" })
          .press("Enter");
        const fund = page.getByRole("dialog", { name: /^Fund/ });
        await expect(fund.getByRole("button", { name: "Fund ₹58,245.00", exact: true })).toBeEnabled();
        await expect(
          fund.getByText("Fund ₹55,000.00 + ₹2,750.00 fee + ₹495.00 GST from your available balance"),
        ).toBeVisible();
        await expect(fund.getByText(/57\.8K/)).toHaveCount(0);
        await picture(page, name("fund-dialog-exact"), false);
      }
      await page.context().close();
    }

    // The freelancer's wallet: the withdrawal is one row, paid, with the UTR; no Add funds.
    const wallet = await pageFor(browser, baseURL, device, "light", scene.freelancer);
    await wallet.goto("/wallet");
    const history = wallet.getByRole("list", { name: "Transactions" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    const withdrawal = history.getByRole("listitem").filter({ hasText: /^Withdrawal/ });
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toContainText("Paid");
    await expect(withdrawal).toContainText(`UTR ${scene.utr}`);
    await expect(withdrawal.getByTitle("−₹500.00")).toContainText("−500 INR");
    await expect(history.getByRole("listitem").filter({ hasText: "Milestone payment" })).toContainText("+570 INR");
    await expect(wallet.getByRole("region", { name: "Withdrawals" })).toContainText(`UTR ${scene.utr}`);
    await expect(wallet.getByRole("button", { name: "Add funds" })).toHaveCount(0);
    await expect(wallet.getByRole("region", { name: "Balances" }).getByTitle("₹70.00")).toBeVisible();
    await picture(wallet, name("freelancer-wallet"));
    await wallet.context().close();
  }
});
