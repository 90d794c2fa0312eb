import { expect, type Page, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import {
  addCardThroughApi,
  availableOf,
  depositThroughApi,
  hireThroughApi,
  onboardedCompany,
} from "./helpers/projects";
import { sameDevice, uniqueWord } from "./helpers/tasks";
import { downloadOf, onboardedFreelancer } from "./helpers/wallet";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

function milestoneOne(page: Page) {
  return page.getByRole("article", { name: /^Milestone 1:/ });
}

// The milestone journey: fund → submit with a file → revision → submit again → approve; both wallets
// move; both review (blind until both are in); the figures show on the profiles.
test("a milestone funded, delivered, revised and approved; both wallets move; both review; the profiles show it", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const company = await onboardedCompany(request, "project-journey");
  const freelancer = await onboardedFreelancer(request, "project-journey");
  await depositThroughApi(request, company, 10_000_000);
  const title = `Logo and brand kit (${uniqueWord("Journey")})`;
  const { projectId, taskId } = await hireThroughApi(request, company, freelancer, { title, amount: 4_500_000 });
  const companyBefore = await availableOf(request, company);
  const freelancerBefore = await availableOf(request, freelancer);

  // The company finds the project in its list, with what waits on it, and opens it.
  await storeSession(page, company);
  await page.goto("/project-management");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText(freelancer.fullName);
  await expect(card).toContainText("0 INR paid of 45.0K INR");
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/project-management/${projectId}$`));

  // Fund: the dialog states the money before it moves.
  await milestoneOne(page).getByRole("button", { name: "Fund milestone" }).click();
  const fund = page.getByRole("dialog", { name: /^Fund/ });
  await expect(
    fund.getByText("Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance"),
  ).toBeVisible();
  await fund.getByRole("button", { name: "Fund ₹47,655.00" }).click();
  await expect(fund).toBeHidden();
  await expect(milestoneOne(page).getByText("Funded · in progress")).toBeVisible();
  expect(await availableOf(request, company)).toBe(companyBefore - 4_765_500);

  // The freelancer submits with a file.
  const freelancerContext = await browser.newContext(sameDevice(baseURL));
  const other = await freelancerContext.newPage();
  await storeSession(other, freelancer);
  await other.goto(`/project-management/${projectId}`);
  await milestoneOne(other).getByRole("button", { name: "Submit work" }).click();
  let submit = other.getByRole("dialog", { name: /^Submit/ });
  await submit.getByLabel("Note to the company").fill("The logo in three versions and the colour palette.");
  await submit.getByLabel("Files (optional)").setInputFiles({
    name: "brand-kit.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(submit.getByText("brand-kit.pdf")).toBeVisible();
  await submit.getByRole("button", { name: "Submit work" }).click();
  await expect(submit).toBeHidden();
  await expect(milestoneOne(other).getByText("Submitted for review")).toBeVisible();
  await expect(milestoneOne(other).getByText(/^Auto-approves in (4 days 23 hours|5 days)$/)).toBeVisible();

  // The company downloads the file (with its token) and asks for a revision.
  await page.reload();
  const download = await downloadOf(page, () =>
    milestoneOne(page).getByRole("button", { name: "Download brand-kit.pdf" }).click(),
  );
  expect(download.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await milestoneOne(page).getByRole("button", { name: "Request revision" }).click();
  const revision = page.getByRole("dialog", { name: /^Request a revision/ });
  await revision.getByLabel("What needs to change").fill("Please add a dark version of the logo.");
  await revision.getByRole("button", { name: "Request revision" }).click();
  await expect(revision).toBeHidden();
  await expect(milestoneOne(page).getByText("Revision requested", { exact: true })).toBeVisible();

  // The freelancer reads the reason and submits again.
  await other.reload();
  await expect(milestoneOne(other).getByText("Please add a dark version of the logo.")).toBeVisible();
  await milestoneOne(other).getByRole("button", { name: "Submit again" }).click();
  submit = other.getByRole("dialog", { name: /^Submit again/ });
  await submit.getByLabel("Note to the company").fill("Added the dark version.");
  await submit.getByRole("button", { name: "Submit work" }).click();
  await expect(submit).toBeHidden();

  // The company approves: the dialog says what the freelancer receives, after 5% TDS: no PAN (decision 0089).
  await page.reload();
  await milestoneOne(page).getByRole("button", { name: "Approve and pay" }).click();
  const approve = page.getByRole("dialog", { name: /^Approve/ });
  await expect(approve.getByText(`Release ₹42,750.00 from escrow to ${freelancer.fullName}`)).toBeVisible();
  await approve.getByRole("button", { name: "Approve and release ₹42,750.00" }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();

  // Both wallets changed: the company paid the amount, the fee and its GST, the freelancer got the
  // amount less TDS (5%: no PAN).
  expect(await availableOf(request, company)).toBe(companyBefore - 4_765_500);
  expect(await availableOf(request, freelancer)).toBe(freelancerBefore + 4_275_000);
  await other.goto("/wallet");
  await expect(other.getByRole("region", { name: "Balances" }).getByTitle("₹42,750.00").first()).toBeVisible();

  // Both review; the first review stays sealed until the second is in.
  await page.goto(`/project-management/${projectId}?tab=reviews`);
  await expect(page.getByText(/Reviews are double-blind/)).toBeVisible();
  await page.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await page.getByLabel("Comment").fill("Clear communication and a lovely brand kit.");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByRole("article", { name: "Your review" })).toContainText("Clear communication");

  await other.goto(`/project-management/${projectId}?tab=reviews`);
  await expect(other.getByText("Written and sealed", { exact: false })).toBeVisible();
  await other.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await other.getByLabel("Comment").fill("Quick feedback and paid on time.");
  await other.getByRole("button", { name: "Send review" }).click();
  await expect(other.getByRole("article", { name: `${company.companyName}'s review` })).toContainText(
    "Clear communication and a lovely brand kit.",
  );
  await page.reload();
  await expect(page.getByRole("article", { name: `${freelancer.fullName}'s review` })).toContainText(
    "Quick feedback and paid on time.",
  );

  // The reviews feed the profiles: the freelancer's rating and finished projects, the company's reputation.
  await page.goto(`/freelancers/${freelancer.user.id}`);
  await expect(page.getByText("5.0").first()).toBeVisible();
  await expect(page.getByText("(1)").first()).toBeVisible();
  await other.goto(`/tasks/${taskId}`);
  await expect(other.getByText("5.0 (1)")).toBeVisible();
  await freelancerContext.close();
});

test("a card dragged to another column on the board stays there after a reload", async ({ page, request }) => {
  const company = await onboardedCompany(request, "board");
  const freelancer = await onboardedFreelancer(request, "board");
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Board journey (${uniqueWord("Board")})`,
    amount: 1_000_000,
  });
  await addCardThroughApi(request, company, projectId, { title: "Wireframes", status: "TODO" });
  await addCardThroughApi(request, company, projectId, { title: "Copy review", status: "IN_PROGRESS" });
  await storeSession(page, company);
  await page.goto(`/project-management/${projectId}?tab=board`);
  const todo = page.getByRole("region", { name: /^To do/ });
  const inProgress = page.getByRole("region", { name: /^In progress/ });
  await expect(todo.getByText("Wireframes")).toBeVisible();

  const handle = page.getByRole("button", { name: "Move Wireframes" });
  const from = await handle.boundingBox();
  const to = await inProgress.getByText("Copy review").boundingBox();
  if (!from || !to) throw new Error("the board is not laid out");
  const moved = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && response.url().includes("/board-items/"),
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height + 24, { steps: 12 });
  await page.mouse.up();
  expect((await moved).ok()).toBeTruthy();
  await expect(inProgress.getByText("Wireframes")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: /^In progress/ }).getByText("Wireframes")).toBeVisible();
  await expect(page.getByRole("region", { name: /^To do/ }).getByText("Wireframes")).toHaveCount(0);
});

test("a card moves by keyboard: Space to lift, arrows to move, Space to drop", async ({ page, request }) => {
  const company = await onboardedCompany(request, "board-keys");
  const freelancer = await onboardedFreelancer(request, "board-keys");
  const { projectId } = await hireThroughApi(request, company, freelancer, {
    title: `Keyboard board (${uniqueWord("Keys")})`,
    amount: 1_000_000,
  });
  await addCardThroughApi(request, company, projectId, { title: "First card", status: "TODO" });
  await addCardThroughApi(request, company, projectId, { title: "Second card", status: "TODO" });
  await storeSession(page, company);
  await page.goto(`/project-management/${projectId}?tab=board`);
  const todo = page.getByRole("region", { name: /^To do/ });
  await expect(todo.getByRole("listitem")).toHaveText(["First card", "Second card"]);
  const handle = page.getByRole("button", { name: "Move Second card" });
  await handle.focus();
  // Each key waits for the board to have taken the one before it: on a busy machine an arrow
  // pressed before the lift has rendered moves nothing, and the drop then changes nothing.
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Second card is over First card in To do.")).toBeAttached();
  const moved = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && response.url().includes("/board-items/"),
  );
  await page.keyboard.press("Space");
  expect((await moved).ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole("region", { name: /^To do/ }).getByRole("listitem")).toHaveText([
    "Second card",
    "First card",
  ]);
});
