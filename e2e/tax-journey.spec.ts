import { expect, test } from "@playwright/test";
import { type Session, storeSession } from "./helpers/auth";
import { runOwnServer } from "./helpers/own-server";
import { TAX_JOURNEY_BASE_URL, TAX_JOURNEY_SERVER } from "./helpers/payouts";
import { depositThroughApi, hireThroughApi, milestoneAction, onboardedCompany, projectOf } from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";
import { addBankAccountThroughUi, fillTaxProfileThroughUi } from "./helpers/tax";
import { downloadOf, onboardedFreelancer } from "./helpers/wallet";

/*
 * Tax-ready money, one story end to end, on a payouts server of its own (helpers/payouts-server.ts: a
 * local RazorpayX-shaped provider pays each payout and sends its signed webhook; no KYC provider,
 * so development verifies at once — decisions 0086–0089):
 * a freelancer fills the tax profile (PAN verified, bank account verified by the penny drop); a
 * company registered for GST in Maharashtra hires and funds a milestone (the fund dialog shows
 * the fee and its GST) and approves it (the approve dialog shows the TDS: none, as an individual
 * with a verified PAN stays within ₹5,00,000 this financial year); the freelancer's wallet shows
 * the TDS line; the company downloads its tax invoice (IGST: another state than the platform's
 * Karnataka); the freelancer withdraws to the verified account and sees it paid with its UTR.
 * The screens are photographed by their own journeys (tax-profile, invoices, withholding,
 * payouts); this one is about the story.
 */

runOwnServer(TAX_JOURNEY_SERVER);
test.use({ baseURL: TAX_JOURNEY_BASE_URL });

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

test("a freelancer with a verified PAN is paid, sees the TDS, the company downloads its tax invoice, and the payout shows its UTR", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const company = await onboardedCompany(request, "tax-journey");
  const freelancer = await onboardedFreelancer(request, "tax-journey");
  const companyPage = await (await browser.newContext({ baseURL: TAX_JOURNEY_BASE_URL })).newPage();
  const freelancerPage = await (await browser.newContext({ baseURL: TAX_JOURNEY_BASE_URL })).newPage();
  await storeSession(companyPage, company);
  await storeSession(freelancerPage, freelancer);

  // The freelancer: tax profile with a person's PAN, verified; a bank account in their name, verified.
  await fillTaxProfileThroughUi(freelancerPage, {
    legalName: freelancer.fullName,
    pan: "BQRPJ4821M",
    stateCode: "29",
    city: "Bengaluru",
    address: "4th Cross, Indiranagar",
    pincode: "560038",
  });
  const account = await addBankAccountThroughUi(freelancerPage, {
    holder: freelancer.fullName,
    ifsc: "HDFC0004321",
    accountNumber: "50100098765432",
  });

  // The company: registered for GST in Maharashtra (its tax profile screen has its own journey).
  const profile = await request.put("/api/tax-profile", {
    headers: auth(company),
    data: {
      legalName: company.companyName,
      pan: "AAKCA4821L",
      gstin: "27AAKCA4821L1ZG",
      stateCode: "27",
      addressLine: "Unit 7, Kamala Mills, Lower Parel",
      city: "Mumbai",
      pincode: "400013",
    },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();

  // Funds added on the wallet, then a ₹45,000 milestone funded from the project: fee and GST shown first.
  await depositThroughApi(request, company, 5_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Shop redesign (${uniqueWord("Tax")})`,
    amount: 4_500_000,
  });
  await companyPage.goto(`/project-management/${projectId}`);
  await companyPage
    .getByRole("article", { name: /^Milestone 1:/ })
    .getByRole("button", { name: "Fund milestone" })
    .click();
  const fund = companyPage.getByRole("dialog", { name: /^Fund/ });
  await expect(
    fund.getByText("Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance"),
  ).toBeVisible();
  await fund.getByRole("button", { name: "Fund ₹47,655.00" }).click();
  await expect(fund).toBeHidden();

  // The freelancer delivers and, before approval, reads what the release will pay and why.
  const milestone = (await projectOf(request, company, projectId)).milestones[0]!;
  await milestoneAction(request, freelancer, milestone.id, "submit", { note: "The new shop pages.", fileIds: [] });
  await freelancerPage.goto(`/project-management/${projectId}`);
  const note = freelancerPage.getByRole("region", { name: "What you will receive" });
  await expect(note).toContainText("You will receive ₹45,000.00 after TDS ₹0.00.");
  await expect(note).toContainText("No TDS: your payments this financial year are within ₹5,00,000 (Section 194-O).");

  // The company approves: the dialog's TDS line says ₹0.00 and the whole ₹45,000.00 is released.
  await companyPage.reload();
  await companyPage
    .getByRole("article", { name: /^Milestone 1:/ })
    .getByRole("button", { name: "Approve and pay" })
    .click();
  const approve = companyPage.getByRole("dialog", { name: /^Approve/ });
  await expect(approve.getByText(`Release ₹45,000.00 from escrow to ${freelancer.fullName}`)).toBeVisible();
  await expect(approve.getByText("TDS withheld (Section 194-O)")).toBeVisible();
  await approve.getByRole("button", { name: "Approve and release ₹45,000.00" }).click();
  await expect(approve).toBeHidden();

  // The freelancer's wallet: the release with its TDS line.
  await freelancerPage.goto("/wallet");
  const release = freelancerPage
    .getByRole("list", { name: "Transactions" })
    .getByRole("listitem")
    .filter({ hasText: "Milestone payment" });
  await expect(release).toContainText("TDS ₹0.00 withheld");
  await expect(release.getByTitle("₹45,000.00")).toBeVisible();

  // The company's tax invoice for its fee: IGST, Maharashtra being another state; a PDF download.
  await companyPage.goto("/wallet");
  const invoices = companyPage.getByRole("region", { name: "Tax invoices" });
  const invoice = invoices
    .getByRole("listitem")
    .filter({ hasText: /^CL\/\d{4}-\d{2}\/\d{6}/ })
    .first();
  await expect(invoice).toContainText("Tax invoice");
  await expect(invoice).toContainText("IGST ₹405.00");
  await expect(invoice).toContainText("₹2,655.00");
  const number = (await invoice.locator("span.tabular-nums").first().textContent())!;
  const pdf = await downloadOf(companyPage, () =>
    invoice.getByRole("button", { name: `Download invoice ${number} as PDF` }).click(),
  );
  expect(pdf.name).toBe(`crewlance-${number.replaceAll("/", "-")}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The freelancer withdraws to the verified account; the provider pays it and the UTR shows.
  await freelancerPage.getByRole("button", { name: "Withdraw" }).click();
  const withdraw = freelancerPage.getByRole("dialog", { name: "Withdraw" });
  await expect(withdraw.getByText(/no verified PAN/)).toHaveCount(0);
  await withdraw.getByRole("radio", { name: new RegExp(account.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).check();
  await withdraw.getByLabel("Amount (INR)").fill("20000");
  await withdraw.getByRole("button", { name: "Request withdrawal of ₹20,000.00", exact: true }).click();
  await expect(withdraw.getByText("Withdrawal of ₹20,000.00 requested")).toBeVisible();
  await withdraw.getByRole("button", { name: "Done" }).click();
  const withdrawals = freelancerPage.getByRole("region", { name: "Withdrawals" });
  await expect(async () => {
    await freelancerPage.reload();
    await expect(withdrawals.getByRole("listitem").first()).toContainText("Paid", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(withdrawals.getByRole("listitem").first()).toContainText(/UTR \d{16}/);
  await expect(freelancerPage.getByRole("region", { name: "Balances" }).getByTitle("₹25,000.00")).toBeVisible();
});
