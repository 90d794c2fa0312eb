import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, storeSession } from "./helpers/auth";
import { downloadOf, onboardedFreelancer } from "./helpers/wallet";

// For a person to look at: the wallet with a history, and the admin's queue with a withdrawal in it.
const OUT_DIR = path.join(import.meta.dirname, "screenshots");
mkdirSync(OUT_DIR, { recursive: true });

// Issue 10's journey: add funds, see the balance and the transaction, download its receipt,
// export CSV, request a withdrawal, an admin marks it paid, the user sees it.
test("money in, a receipt and an export, a withdrawal paid out by an admin", async ({ page, request, browser }) => {
  const person = await onboardedFreelancer(request, "wallet-journey");
  await storeSession(page, person);
  await page.goto("/wallet");
  const balances = page.getByRole("region", { name: "Balances" });
  await expect(balances.getByTitle("₹0.00").first()).toBeVisible();

  // Add funds: the amount, then the fee on a confirmation, then the dev provider's answer.
  await page.getByRole("button", { name: "Add funds" }).click();
  const addFunds = page.getByRole("dialog", { name: "Add funds" });
  await addFunds.getByLabel("Amount (INR)").fill("2500");
  await addFunds.getByRole("button", { name: "Review" }).click();
  await expect(addFunds.getByText("Fee for adding funds")).toBeVisible();
  await addFunds.getByRole("button", { name: /Confirm and add/ }).click();
  await expect(addFunds.getByText("₹2,500.00 added to your wallet")).toBeVisible();
  await addFunds.getByRole("button", { name: "Done" }).click();

  const available = balances.locator("p", { has: page.getByTitle("₹2,500.00") });
  await expect(available).toContainText("2.5K INR");
  const transactions = page.getByRole("list", { name: "Transactions" });
  const deposit = transactions.getByRole("listitem").filter({ hasText: "Funds added" });
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toContainText("+2.5K INR");
  await expect(deposit).toContainText("Completed");
  const number = (await deposit.textContent())?.match(/[A-Z]+-\d+/)?.[0];
  expect(number, "the row shows the transaction's number").toBeTruthy();

  // Its receipt is a PDF, fetched with the bearer token.
  const receipt = await downloadOf(page, () => deposit.getByRole("button", { name: /Download the receipt/ }).click());
  expect(receipt.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(receipt.name).toMatch(/\.pdf$/);

  // The CSV export of the filtered list holds the deposit's row.
  await page.getByLabel("Type").selectOption("DEPOSIT");
  await expect(page).toHaveURL(/[?&]type=DEPOSIT/);
  const csv = await downloadOf(page, () => page.getByRole("button", { name: "Export CSV" }).click());
  const lines = csv.bytes.toString("utf8").trim().split(/\r?\n/);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  const row = lines.find((line) => line.includes(number as string));
  expect(row, `a CSV row for ${number}`).toBeTruthy();
  expect(row).toContain("DEPOSIT");
  expect(row).toMatch(/2,?500(\.00)?/);
  await page.getByLabel("Type").selectOption("");

  // A withdrawal beyond the balance is refused by the API, with its sentence under the amount.
  await page.getByRole("button", { name: "Withdraw" }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw" });
  await withdraw.getByRole("radio", { name: /A new UPI id/ }).check();
  await withdraw.getByRole("textbox", { name: "UPI id" }).fill("wallet.journey@okaxis");
  await withdraw.getByLabel("Amount (INR)").fill("5000");
  await withdraw.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(withdraw.getByLabel("Amount (INR)")).toHaveAttribute("aria-invalid", "true");
  await expect(withdraw.getByRole("alert").first()).toContainText(/available/i);

  await withdraw.getByLabel("Amount (INR)").fill("600");
  await withdraw.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(withdraw.getByText("Withdrawal of ₹600.00 requested")).toBeVisible();
  await withdraw.getByRole("button", { name: "Done" }).click();
  await expect(balances.getByTitle("₹1,900.00")).toBeVisible();
  await expect(balances.getByTitle("₹600.00")).toBeVisible();
  const withdrawals = page.getByRole("region", { name: "Withdrawals" });
  await expect(withdrawals.getByText("Pending")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(OUT_DIR, "desktop-light-wallet-with-history.png"), fullPage: true });

  // An admin pays it out from the queue on their /wallet.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await storeSession(adminPage, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
  await adminPage.goto("/wallet");
  await expect(adminPage.getByRole("heading", { name: "Platform money" })).toBeVisible();
  const queueRow = adminPage
    .getByRole("region", { name: "Withdrawals queue" })
    .getByRole("listitem")
    .filter({ hasText: person.fullName });
  await expect(queueRow).toContainText("600 INR");
  await adminPage.screenshot({ path: path.join(OUT_DIR, "desktop-light-admin-wallet-queue.png"), fullPage: true });
  await queueRow.getByRole("button", { name: "Mark paid" }).click();
  const confirm = adminPage.getByRole("dialog", { name: "Mark this withdrawal paid?" });
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expect(confirm).toBeHidden();
  await expect(queueRow).toHaveCount(0);
  const audit = adminPage.getByRole("region", { name: "Audit log" });
  await expect(audit.getByText(/marked a withdrawal paid/i).first()).toBeVisible();
  await adminContext.close();

  // The person sees it paid, and is told.
  await page.reload();
  await expect(withdrawals.getByText("Paid")).toBeVisible();
  await expect(balances.getByTitle("₹1,900.00")).toBeVisible();
  await expect(balances.locator("p", { has: page.getByTitle("₹0.00") })).toHaveCount(2);
  await page.goto("/notifications");
  await expect(page.getByText(/withdrawal/i).first()).toBeVisible();
});

test("a withdrawal an admin marks failed comes back to the balance, with the reason", async ({
  page,
  request,
  browser,
}) => {
  const person = await onboardedFreelancer(request, "wallet-failed");
  await storeSession(page, person);
  await page.goto("/wallet");
  await page.getByRole("button", { name: "Add funds" }).click();
  const addFunds = page.getByRole("dialog", { name: "Add funds" });
  await addFunds.getByLabel("Amount (INR)").fill("1000");
  await addFunds.getByRole("button", { name: "Review" }).click();
  await addFunds.getByRole("button", { name: /Confirm and add/ }).click();
  await addFunds.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Withdraw" }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw" });
  await withdraw.getByRole("radio", { name: /A new bank account/ }).check();
  await withdraw.getByRole("textbox", { name: "Account holder", exact: true }).fill(person.fullName);
  await withdraw.getByRole("textbox", { name: "IFSC", exact: true }).fill("sbin0001234");
  await withdraw.getByRole("textbox", { name: "Account number", exact: true }).fill("123456789012");
  await withdraw.getByLabel("Amount (INR)").fill("800");
  await withdraw.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(withdraw.getByText("Withdrawal of ₹800.00 requested")).toBeVisible();
  // The account number is shown masked from now on.
  await expect(withdraw).toContainText("9012");
  await expect(withdraw).not.toContainText("123456789012");
  await withdraw.getByRole("button", { name: "Done" }).click();
  const balances = page.getByRole("region", { name: "Balances" });
  await expect(balances.getByTitle("₹200.00")).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await storeSession(adminPage, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
  await adminPage.goto("/wallet");
  const queueRow = adminPage
    .getByRole("region", { name: "Withdrawals queue" })
    .getByRole("listitem")
    .filter({ hasText: person.fullName });
  await queueRow.getByRole("button", { name: "Mark failed" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Mark this withdrawal failed?" });
  await dialog.getByLabel("Reason").fill("The bank refused the account number.");
  await dialog.getByRole("button", { name: "Mark failed" }).click();
  await expect(dialog).toBeHidden();
  await expect(queueRow).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  const withdrawals = page.getByRole("region", { name: "Withdrawals" });
  await expect(withdrawals.getByText("Failed")).toBeVisible();
  await expect(withdrawals.getByText("The bank refused the account number.")).toBeVisible();
  await expect(balances.getByTitle("₹1,000.00")).toBeVisible();
  const history = page.getByRole("list", { name: "Transactions" });
  await expect(history.getByRole("listitem").filter({ hasText: "Withdrawal returned" })).toContainText("+800 INR");
  await page.goto("/notifications");
  await expect(page.getByText("Withdrawal failed").first()).toBeVisible();
});
