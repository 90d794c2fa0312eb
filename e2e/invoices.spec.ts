import { expect, type Page, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import { depositThroughApi, hireThroughApi, milestoneAction, onboardedCompany, projectOf } from "./helpers/projects";
import { checkScreen } from "./helpers/screens";
import { uniqueWord } from "./helpers/tasks";
import { chooseTheme, type Theme } from "./helpers/theme";
import { downloadOf, onboardedFreelancer } from "./helpers/wallet";

/*
 * GST tax invoices (decision 0088): a company funds a milestone (the dialog shows the fee's GST
 * before the money moves), the milestone is released, and the company finds its tax invoice under
 * /wallet and downloads it as a PDF; the invoices section photographed on desktop and phone, light
 * and dark, axe clean.
 */

async function invoicesSection(page: Page) {
  const section = page.getByRole("region", { name: "Tax invoices" });
  await expect(section).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  return section;
}

test("a company funds a milestone with the fee's GST shown, it is released, and the company downloads its tax invoice", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = await onboardedCompany(request, "gst-invoice");
  const freelancer = await onboardedFreelancer(request, "gst-invoice");
  await depositThroughApi(request, company, 10_000_000);
  const title = `Brand guidelines (${uniqueWord("Gst")})`;
  const { projectId } = await hireThroughApi(request, company, freelancer, { title, amount: 4_500_000 });

  // The fund dialog states the fee and its 18% GST before anything moves.
  await storeSession(page, company);
  await page.goto(`/project-management/${projectId}`);
  await page
    .getByRole("article", { name: /^Milestone 1:/ })
    .getByRole("button", { name: "Fund milestone" })
    .click();
  const fund = page.getByRole("dialog", { name: /^Fund/ });
  await expect(
    fund.getByText("Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance"),
  ).toBeVisible();
  await expect(fund.getByText("GST on the fee")).toBeVisible();
  await fund.getByRole("button", { name: "Fund ₹47,655.00" }).click();
  await expect(fund).toBeHidden();

  const milestone = (await projectOf(request, company, projectId)).milestones[0]!;
  await milestoneAction(request, freelancer, milestone.id, "submit", { note: "The guidelines as a PDF.", fileIds: [] });
  await milestoneAction(request, company, milestone.id, "approve");

  // The company's tax invoice for the client fee: CGST + SGST (no tax profile: the platform's state).
  await page.goto("/wallet");
  const section = await invoicesSection(page);
  const row = section
    .getByRole("listitem")
    .filter({ hasText: /^CL\/\d{4}-\d{2}\/\d{6}/ })
    .first();
  await expect(row).toContainText("Tax invoice");
  await expect(row).toContainText("CGST ₹202.50 + SGST ₹202.50");
  await expect(row).toContainText("₹2,655.00");
  const number = (await row.locator("span.tabular-nums").first().textContent())!;
  const pdf = await downloadOf(page, () =>
    row.getByRole("button", { name: `Download invoice ${number} as PDF` }).click(),
  );
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.name).toBe(`crewlance-${number.replaceAll("/", "-")}.pdf`);

  // The year's export.
  const csv = await downloadOf(page, () => section.getByRole("button", { name: /^Export \d{4}-\d{2} CSV$/ }).click());
  expect(csv.bytes.toString("utf8")).toContain(`"${number}","INVOICE"`);

  // Filtered to credit notes: none yet.
  await section.getByLabel("Kind").selectOption("CREDIT_NOTE");
  await expect(section.getByText("No invoices match")).toBeVisible();
  await section.getByLabel("Kind").selectOption("");
  await expect(section.getByRole("listitem").first()).toBeVisible();

  for (const theme of ["light", "dark"] as Theme[]) {
    await chooseTheme(page, theme);
    for (const [device, size] of [
      ["desktop", DESKTOP.viewport],
      ["phone", PHONE.viewport],
    ] as const) {
      await page.setViewportSize(size);
      await page.reload();
      const shown = await invoicesSection(page);
      await expect(shown.getByRole("listitem").first()).toBeVisible();
      await checkScreen(page, `wallet-invoices-${device}`, theme, { picture: shown });
    }
  }
});
