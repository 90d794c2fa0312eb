import { expect, type Locator, type Page, test } from "@playwright/test";
import { depositThroughApi, onboardedCompany } from "./helpers/projects";
import { daysFromNow, sameDevice, uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

// One journey with the keyboard only — sign in, post a task (company), apply
// (freelancer), hire, fund and approve the milestone. Nothing is clicked: focus moves with Tab and
// Shift+Tab, controls are used with Enter, Space and typing. Opening an address (goto) and
// reloading stand for typing the address and pressing F5. Every control reached must show where
// the focus is.

// The date field is typed as month, day, year: the order of an en-US browser.
test.use({ locale: "en-US" });
test.describe.configure({ timeout: 240_000 });

/** How far Tab may travel to reach a control before the journey calls it unreachable. */
const MAX_TABS = 80;

/**
 * Whether the focused element draws a focus indicator: an outline or a ring (box-shadow) on it or
 * its ::after, or on the box around it that lights up while something inside has the focus (a chip
 * input).
 */
async function showsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const drawn = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== "none";
    };
    // A card's stretched link draws its ring on the ::after that covers the card.
    if (drawn(element) || drawn(element, "::after")) return true;
    let box = element.parentElement;
    for (let depth = 0; box && depth < 2; depth++, box = box.parentElement) {
      if (/\bfocus-within:/.test(box.className) && drawn(box)) return true;
    }
    return false;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person does, and checks that the
 * focus is visible on it. Fails if the control cannot be reached within MAX_TABS presses.
 */
async function tabTo(page: Page, target: Locator, direction: "forward" | "backward" = "forward"): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await showsFocus(target), `focus is not visible on ${target}`).toBe(true);
      return;
    }
    await page.keyboard.press(direction === "forward" ? "Tab" : "Shift+Tab");
  }
  throw new Error(
    `${target} was not reached with ${MAX_TABS} presses of ${direction === "forward" ? "Tab" : "Shift+Tab"}.`,
  );
}

/** Focus is somewhere inside `region` (a dialog that opened, say). */
async function expectFocusWithin(region: Locator): Promise<void> {
  await expect
    .poll(() => region.evaluate((element) => element.contains(document.activeElement)), {
      message: `focus should move into ${region}`,
    })
    .toBe(true);
}

async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth/login");
  await tabTo(page, page.getByLabel("Email", { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
}

function milestoneOne(page: Page): Locator {
  return page.getByRole("article", { name: /^Milestone 1:/ });
}

test("sign in, post a task, apply, hire, fund and approve a milestone — keyboard only", async ({
  baseURL,
  browser,
  page,
  request,
}) => {
  const company = await onboardedCompany(request, "keyboard");
  const freelancer = await onboardedFreelancer(request, "keyboard");
  // Money to fund the milestone with (adding funds is not this journey's subject).
  await depositThroughApi(request, company, 10_000_000);
  const word = uniqueWord("Kestrel");
  const title = `${word} landing page in Figma`;

  // The company signs in and goes to "Post Task" through the sidebar.
  await signInWithKeyboard(page, company.user.email, "Company-Pass-123");
  await tabTo(page, page.getByRole("link", { name: "Post Task" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/post-task$/);

  // The form, field by field.
  const form = page.getByRole("form", { name: "Post a task" });
  await tabTo(page, form.getByLabel("Title"));
  await page.keyboard.type(title);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Description")).toBeFocused();
  await page.keyboard.type(
    `Design the ${word} landing page in Figma: a hero, three feature blocks, pricing and a sign-up form, for desktop and phone.`,
  );
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Category")).toBeFocused();
  // A closed select picks the option whose label starts with what is typed.
  await page.keyboard.type("Design");
  await expect(form.getByLabel("Category")).toHaveValue("DESIGN");
  await tabTo(page, form.getByRole("textbox", { name: "Skills" }));
  for (const skill of ["Figma", "UI design"]) {
    await page.keyboard.type(skill);
    await page.keyboard.press("Enter");
  }
  await expect(form.getByText("UI design")).toBeVisible();
  // Budget type: the radio group is one Tab stop; the arrows move the choice, and back.
  await tabTo(page, form.getByRole("radio", { name: "Fixed price" }));
  await page.keyboard.press("ArrowRight");
  await expect(form.getByLabel("Minimum rate (INR/hr)")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(form.getByRole("radio", { name: "Fixed price" })).toBeChecked();
  await tabTo(page, form.getByLabel("Minimum budget (INR)"));
  await page.keyboard.type("40000");
  await page.keyboard.press("Tab");
  await page.keyboard.type("50000");
  await tabTo(page, form.getByLabel("Deadline"));
  const [year, month, day] = daysFromNow(21).split("-");
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(form.getByLabel("Deadline")).toHaveValue(daysFromNow(21));
  await tabTo(page, form.getByRole("button", { name: "Publish" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  const taskUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // The freelancer signs in, finds the task by search and applies.
  const other = await (await browser.newContext({ ...sameDevice(baseURL), locale: "en-US" })).newPage();
  await signInWithKeyboard(other, freelancer.user.email, "Wallet-Pass-123");
  await tabTo(other, other.getByRole("link", { name: "Tasks", exact: true }));
  await other.keyboard.press("Enter");
  await expect(other).toHaveURL(/\/tasks/);
  await tabTo(other, other.getByLabel("Search tasks"));
  await other.keyboard.type(word);
  const card = other.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await tabTo(other, card.getByRole("link", { name: title }));
  await other.keyboard.press("Enter");
  await expect(other).toHaveURL(new RegExp(`${taskUrl}$`));
  const proposal = other.getByRole("form", { name: "Send a proposal" });
  await tabTo(other, proposal.getByLabel("Cover letter"));
  await other.keyboard.type(
    "I design landing pages in Figma every week, with a phone layout and a design system your developers can build from.",
  );
  await tabTo(other, proposal.getByLabel("Your amount (INR)"));
  await other.keyboard.type("45000");
  await tabTo(other, proposal.getByLabel("Days to deliver"));
  await other.keyboard.type("10");
  await tabTo(other, proposal.getByRole("button", { name: "Send proposal" }));
  await other.keyboard.press("Enter");
  await expect(other.getByRole("region", { name: "Your proposal" }).getByText("Pending")).toBeVisible();

  // The company hires: Accept, then the confirmation's button; the dialog takes the focus.
  await page.reload();
  const proposalCard = page.getByRole("article", { name: `Proposal from ${freelancer.fullName}` });
  await tabTo(page, proposalCard.getByRole("button", { name: "Accept" }));
  await page.keyboard.press("Enter");
  let dialog = page.getByRole("dialog");
  await expectFocusWithin(dialog);
  await tabTo(page, dialog.getByRole("button", { name: /^Accept and hire/ }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(proposalCard.getByText("Accepted")).toBeVisible();
  // The project's link is above the proposals: back up to it.
  await tabTo(page, page.getByRole("link", { name: "Open the project" }), "backward");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/project-management\/[0-9a-f-]{36}$/);
  const projectUrl = new URL(page.url()).pathname;

  // The company funds the milestone: the dialog states the money, Enter on its button pays.
  await tabTo(page, milestoneOne(page).getByRole("button", { name: "Fund milestone" }));
  await page.keyboard.press("Space");
  dialog = page.getByRole("dialog", { name: /^Fund/ });
  await expectFocusWithin(dialog);
  await expect(
    dialog.getByText("Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance"),
  ).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Fund ₹47,655.00" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(milestoneOne(page).getByText("Funded · in progress")).toBeVisible();

  // The freelancer submits the work.
  await other.goto(projectUrl);
  await tabTo(other, milestoneOne(other).getByRole("button", { name: "Submit work" }));
  await other.keyboard.press("Enter");
  const submit = other.getByRole("dialog", { name: /^Submit/ });
  await expectFocusWithin(submit);
  await tabTo(other, submit.getByLabel("Note to the company"));
  await other.keyboard.type("The landing page for desktop and phone, with the components page.");
  await tabTo(other, submit.getByRole("button", { name: "Submit work" }));
  await other.keyboard.press("Enter");
  await expect(submit).toBeHidden();
  await expect(milestoneOne(other).getByText("Submitted for review")).toBeVisible();

  // The company approves and pays; Escape first proves the dialog lets go of the focus.
  await page.reload();
  const approveButton = milestoneOne(page).getByRole("button", { name: "Approve and pay" });
  await tabTo(page, approveButton);
  await page.keyboard.press("Enter");
  const approve = page.getByRole("dialog", { name: /^Approve/ });
  await expectFocusWithin(approve);
  await page.keyboard.press("Escape");
  await expect(approve).toBeHidden();
  await expect(approveButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expectFocusWithin(approve);
  // After 5% TDS: the freelancer has no PAN (decision 0089).
  await expect(approve.getByText(`Release ₹42,750.00 from escrow to ${freelancer.fullName}`)).toBeVisible();
  await tabTo(page, approve.getByRole("button", { name: "Approve and release ₹42,750.00" }));
  await page.keyboard.press("Enter");
  await expect(approve).toBeHidden();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  await other.context().close();
});
