import { expect, type Page, test } from "@playwright/test";
import { pageFor, pictureWithAxe } from "./helpers/device-pages";
import { depositThroughApi, hireThroughApi, milestoneAction, onboardedCompany, projectOf } from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";
import { fillTaxProfileThroughUi } from "./helpers/tax";
import { onboardedFreelancer } from "./helpers/wallet";

/*
 * Tax withheld on a release (decision 0089): before approval the freelancer's milestone says what
 * they will receive after TDS and the company's approve dialog shows the TDS line; after it the
 * freelancer's wallet row says what was withheld. The freelancer works as a firm and gives its PAN
 * through the tax profile screen (verified at once: no KYC provider in e2e). A firm has no
 * ₹5,00,000 exemption, so TDS is 0.1%: ₹45.00 of ₹45,000.00.
 */

/** Saves `e2e/screenshots/withholding-<device>-<theme>-<name>.png` and asks axe for serious violations. */
function picture(page: Page, name: string, fullPage = true): Promise<void> {
  return pictureWithAxe(page, `withholding-${name}`, fullPage);
}

test("a freelancer sees the TDS of a release before it happens and in the wallet after", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const company = await onboardedCompany(request, "withholding");
  const freelancer = await onboardedFreelancer(request, "withholding");
  const taxPage = await pageFor(browser, baseURL, "desktop", "light", freelancer);
  await fillTaxProfileThroughUi(taxPage, {
    legalName: `${freelancer.fullName} Design Studio`,
    pan: "AAGFW5821K",
    stateCode: "32",
    city: "Kochi",
    address: "MG Road, Ernakulam",
    pincode: "682011",
  });
  await taxPage.context().close();
  await depositThroughApi(request, company, 10_000_000);
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Brand identity (${uniqueWord("Tds")})`,
    amount: 4_500_000,
  });
  const milestone = (await projectOf(request, company, projectId)).milestones[0]!;
  await milestoneAction(request, company, milestone.id, "fund");
  await milestoneAction(request, freelancer, milestone.id, "submit", { note: "Logo and palette.", fileIds: [] });

  const combos = (["desktop", "phone"] as const).flatMap((device) =>
    (["light", "dark"] as const).map((theme) => ({ device, theme, name: (s: string) => `${device}-${theme}-${s}` })),
  );
  for (const { device, theme, name } of combos) {
    const mine = await pageFor(browser, baseURL, device, theme, freelancer);
    await mine.goto(`/project-management/${projectId}`);
    const note = mine.getByRole("region", { name: "What you will receive" });
    await expect(note).toContainText("You will receive ₹44,955.00 after TDS ₹45.00.");
    await expect(note).toContainText("TDS at 0.1% under Section 194-O.");
    await picture(mine, name("freelancer-milestone"));
    await mine.context().close();

    const theirs = await pageFor(browser, baseURL, device, theme, company);
    await theirs.goto(`/project-management/${projectId}`);
    // Pressed with the keyboard: on a phone the fixed bottom navigation can sit over the button.
    await theirs
      .getByRole("article", { name: /^Milestone 1:/ })
      .getByRole("button", { name: "Approve and pay" })
      .press("Enter");
    const approve = theirs.getByRole("dialog", { name: /^Approve/ });
    await expect(approve.getByText(`Release ₹44,955.00 from escrow to ${freelancer.fullName}`)).toBeVisible();
    await expect(approve.getByText("TDS withheld (Section 194-O)")).toBeVisible();
    await expect(approve.getByRole("button", { name: "Approve and release ₹44,955.00" })).toBeEnabled();
    await picture(theirs, name("approve-dialog"), false);
    await theirs.context().close();
  }

  await milestoneAction(request, company, milestone.id, "approve");

  for (const { device, theme, name } of combos) {
    const wallet = await pageFor(browser, baseURL, device, theme, freelancer);
    await wallet.goto("/wallet");
    const release = wallet
      .getByRole("list", { name: "Transactions" })
      .getByRole("listitem")
      .filter({ hasText: "Milestone payment" });
    await expect(release).toContainText("TDS ₹45.00 withheld");
    await expect(release.getByTitle("₹44,955.00")).toBeVisible();
    await picture(wallet, name("freelancer-wallet"));
    await wallet.context().close();
  }
});
