import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, storeSession } from "./helpers/auth";
import { savePicture } from "./helpers/pictures";
import { onboardedCompany } from "./helpers/projects";
import { downloadOf, onboardedFreelancer } from "./helpers/wallet";

// For a person to look at: the wallet with a history, and the admin's queue with a withdrawal in it.
const OUT_DIR = path.join(import.meta.dirname, "screenshots");
mkdirSync(OUT_DIR, { recursive: true });

/** A UTR of its own for each payout in a run: the API refuses one already recorded (decision 0079). */
const utrOf = (label: string) => `${label}${Date.now().toString().slice(-12)}`.toUpperCase();

// A company adds funds, sees the balance and the transaction, downloads its
// receipt, exports CSV, requests a withdrawal, an admin marks it paid with the bank's UTR, and the
// company sees one withdrawal row, paid, with that UTR (decision 0079).
test("money in, a receipt and an export, a withdrawal paid out by an admin", async ({ page, request, browser }) => {
  const company = await onboardedCompany(request, "wallet-journey");
  // Every onboarded company is called Priya Menon: the admin finds this one's row by its email.
  const person = { ...company, fullName: "Priya Menon", email: company.user.email };
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
  // The confirmation commits money: its button says the exact amount.
  await addFunds.getByRole("button", { name: "Confirm and add ₹2,500.00", exact: true }).click();
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
  await withdraw.getByRole("button", { name: "Request withdrawal of ₹600.00", exact: true }).click();
  await expect(withdraw.getByText("Withdrawal of ₹600.00 requested")).toBeVisible();
  await withdraw.getByRole("button", { name: "Done" }).click();
  await expect(balances.getByTitle("₹1,900.00")).toBeVisible();
  await expect(balances.getByTitle("₹600.00")).toBeVisible();
  const withdrawals = page.getByRole("region", { name: "Withdrawals" });
  await expect(withdrawals.getByText("Requested")).toBeVisible();
  const withdrawalRows = transactions.getByRole("listitem").filter({ hasText: /^Withdrawal/ });
  await expect(withdrawalRows).toHaveCount(1);
  await expect(withdrawalRows).toContainText("Requested");
  await expect(withdrawalRows).toContainText("−600 INR");
  await page.waitForLoadState("networkidle");
  await savePicture(page, { path: path.join(OUT_DIR, "desktop-light-wallet-with-history.png"), fullPage: true });

  // An admin pays it out from the queue on their /wallet.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await storeSession(adminPage, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
  await adminPage.goto("/wallet");
  await expect(adminPage.getByRole("heading", { name: "Platform money" })).toBeVisible();
  const queueRow = adminPage
    .getByRole("region", { name: "Withdrawals queue" })
    .getByRole("listitem")
    .filter({ hasText: person.email });
  await expect(queueRow).toContainText("600 INR");
  await savePicture(adminPage, { path: path.join(OUT_DIR, "desktop-light-admin-wallet-queue.png"), fullPage: true });
  await queueRow.getByRole("button", { name: "Mark paid" }).click();
  const confirm = adminPage.getByRole("dialog", { name: "Mark this withdrawal paid?" });
  // The UTR is required and checked with the contract's rule before anything is sent.
  const markPaid = confirm.getByRole("button", { name: "Mark ₹600.00 paid", exact: true });
  await markPaid.click();
  await expect(confirm.getByText("Enter the UTR, the bank's reference for the transfer.")).toBeVisible();
  await confirm.getByLabel("UTR (bank reference)").fill("12345");
  await markPaid.click();
  await expect(
    confirm.getByText("Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678."),
  ).toBeVisible();
  const utr = utrOf("SBIN");
  await confirm.getByLabel("UTR (bank reference)").fill(utr.toLowerCase());
  await savePicture(adminPage, { path: path.join(OUT_DIR, "desktop-light-admin-mark-paid-utr.png") });
  await markPaid.click();
  await expect(confirm).toBeHidden();
  await expect(queueRow).toHaveCount(0);
  const audit = adminPage.getByRole("region", { name: "Audit log" });
  await expect(audit.getByText(/marked a withdrawal paid/i).first()).toBeVisible();
  await adminContext.close();

  // The company sees it paid, with the UTR, as one row with one amount; and is told.
  await page.reload();
  await expect(withdrawals.getByText("Paid")).toBeVisible();
  await expect(withdrawals).toContainText(`UTR ${utr}`);
  await expect(balances.getByTitle("₹1,900.00")).toBeVisible();
  // Held in escrow, pending withdrawal and spent in total are all zero.
  await expect(balances.locator("p", { has: page.getByTitle("₹0.00") })).toHaveCount(3);
  await expect(withdrawalRows).toHaveCount(1);
  await expect(withdrawalRows).toContainText("Paid");
  await expect(withdrawalRows).toContainText(`UTR ${utr}`);
  await expect(withdrawalRows.getByTitle("−₹600.00")).toContainText("−600 INR");
  await expect(transactions.getByText(/Withdrawal paid|Withdrawal requested/)).toHaveCount(0);
  // The rows read as the balance: +2,500 in, −600 out.
  await expect(transactions.getByRole("listitem")).toHaveCount(2);
  await page.waitForLoadState("networkidle");
  await savePicture(page, { path: path.join(OUT_DIR, "desktop-light-wallet-withdrawal-paid.png"), fullPage: true });
  await page.goto("/notifications");
  await expect(page.getByText(new RegExp(`UTR ${utr}`)).first()).toBeVisible();
});

test("a freelancer's wallet offers no Add funds: they are paid through milestones (decision 0079)", async ({
  page,
  request,
}) => {
  const freelancer = await onboardedFreelancer(request, "wallet-no-add-funds");
  await storeSession(page, freelancer);
  await page.goto("/wallet");
  await expect(page.getByRole("heading", { name: "Earned in total" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add funds" })).toHaveCount(0);
});

test("a withdrawal an admin marks failed comes back to the balance, with the reason", async ({
  page,
  request,
  browser,
}) => {
  const company = await onboardedCompany(request, "wallet-failed");
  // Every onboarded company is called Priya Menon: the admin finds this one's row by its email.
  const person = { ...company, fullName: "Priya Menon", email: company.user.email };
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
  await withdraw.getByRole("button", { name: "Request withdrawal of ₹800.00", exact: true }).click();
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
    .filter({ hasText: person.email });
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
  // One row for the withdrawal, failed, its amount struck through: it took nothing in the end.
  const history = page.getByRole("list", { name: "Transactions" });
  const row = history.getByRole("listitem").filter({ hasText: /^Withdrawal/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("Returned to your available balance: The bank refused the account number.");
  await expect(row.getByTitle("₹800.00, returned to your available balance")).toBeVisible();
  await expect(history.getByText("Withdrawal returned")).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByText("Withdrawal failed").first()).toBeVisible();
});
