import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session, storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import { completeThroughApi, depositThroughApi, hireThroughApi, onboardedCompany } from "./helpers/projects";
import { checkScreenInBothThemes, settleScreen } from "./helpers/screens";
import { chooseTheme } from "./helpers/theme";
import { downloadOf, onboardedFreelancer } from "./helpers/wallet";

/*
 * Tax documents (decision 0090): a freelancer paid for a milestone reads the year's figures,
 * downloads the yearly summary and the quarter's TDS certificate; an admin downloads the
 * quarter's TDS return with that payment in it. Screens desktop and phone, light and dark, axe clean.
 */

/** The financial year and quarter of today in India, as the API counts them. */
function currentPeriod() {
  const ist = new Date(Date.now() + 330 * 60_000);
  const month = ist.getUTCMonth();
  const start = month >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return {
    year: `${start}-${String((start + 1) % 100).padStart(2, "0")}`,
    quarter: Math.floor(((month + 9) % 12) / 3) + 1,
  };
}

/** A browser context of its own for `session` (a tab keeps the first session stored in it), at /wallet. */
async function walletOf(browser: Browser, session: Session, viewport = DESKTOP.viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await chooseTheme(page, "light");
  await storeSession(page, session);
  await page.goto("/wallet");
  return { page, close: () => context.close() };
}

/** The wallet with the card `region` on it, desktop and phone, light and dark: pictures and axe. */
async function shootBoth(browser: Browser, session: Session, name: string, region: string) {
  for (const [size, viewport] of [
    ["desktop", DESKTOP.viewport],
    ["phone", PHONE.viewport],
  ] as const) {
    const { page, close } = await walletOf(browser, session, viewport);
    await expect(page.getByRole("region", { name: region })).toBeVisible();
    await settleScreen(page, "light");
    await checkScreenInBothThemes(page, `${name}-${size}`);
    await close();
  }
}

/** A freelancer paid ₹20,000 for a milestone this quarter, without a PAN, through the API. */
async function paidFreelancer(request: APIRequestContext, label: string) {
  const company = await onboardedCompany(request, `${label}-company`);
  const freelancer = await onboardedFreelancer(request, `${label}-freelancer`);
  await depositThroughApi(request, company, 5_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Tax-ready landing page ${Date.now().toString(36)}`,
    amount: 2_000_000,
  });
  await completeThroughApi(request, company, freelancer, projectId);
  return freelancer;
}

test("a freelancer paid for a milestone downloads the summary and the TDS certificate; the admin the return", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { year, quarter } = currentPeriod();
  const freelancer = await paidFreelancer(request, "tax");

  // The freelancer's year: the gross of the release, and what the wallet received.
  await storeSession(page, freelancer);
  await page.goto("/wallet");
  const card = page.getByRole("region", { name: "Tax documents" });
  await expect(card.getByLabel("Financial year")).toHaveValue(year);
  await expect(card.getByTestId("tax-earned")).toHaveText("₹20,000.00");

  const summaryPdf = await downloadOf(page, () => card.getByRole("button", { name: "Summary PDF" }).click());
  expect(summaryPdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(summaryPdf.name).toBe(`crewlance-tax-summary-${year}.pdf`);
  const summaryCsv = await downloadOf(page, () => card.getByRole("button", { name: "Summary CSV" }).click());
  expect(summaryCsv.bytes.toString("utf8")).toContain("earned_gross_inr,20000.00");

  // The admin's return for this quarter lists the payment; no PAN was given, so PANNOTAVBL.
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const adminWallet = await walletOf(browser, admin);
  const returns = adminWallet.page.getByRole("region", { name: "Quarterly tax returns" });
  await returns.getByLabel("Financial year").selectOption(year);
  await returns.getByLabel("Quarter").selectOption(String(quarter));
  await returns.getByLabel("Return").selectOption("TDS");
  const csv = await downloadOf(adminWallet.page, () => returns.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe(`crewlance-tds-return-${year}-Q${quarter}.csv`);
  const line = csv.bytes
    .toString("utf8")
    .split("\r\n")
    .find((row) => row.includes(freelancer.fullName));
  expect(line, "the freelancer's row in the return").toMatch(
    /"PANNOTAVBL",".*","194-O","\d{2}-\d{2}-\d{4}",20000\.00,/,
  );
  await adminWallet.close();

  // Without a PAN, TDS was deducted: the quarter's certificate is listed and downloads.
  await page.reload();
  const certificate = page.getByRole("button", { name: `Download the TDS certificate for Q${quarter} ${year}` });
  const pdf = await downloadOf(page, () => certificate.click());
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.name).toBe(`crewlance-tds-certificate-${year}-Q${quarter}.pdf`);
});

// The pictures, in a journey of their own with a paid freelancer of its own: with the steps above
// in one journey they took past its two minutes on the loaded CI machine.
test("the tax documents and the admin's returns, desktop and phone, light and dark", async ({ request, browser }) => {
  test.setTimeout(240_000);
  const freelancer = await paidFreelancer(request, "tax-pictures");
  await shootBoth(browser, freelancer, "tax-documents-freelancer", "Tax documents");
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  await shootBoth(browser, admin, "tax-returns-admin", "Quarterly tax returns");
});
