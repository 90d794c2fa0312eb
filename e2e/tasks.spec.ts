import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { loginThroughApi, registerThroughApi, storeSession, verifyEmailThroughApi } from "./helpers/auth";
import { pdfCertificate } from "./helpers/files";
import { completeFreelancerOnboarding } from "./helpers/onboarding";
import { daysFromNow, sameDevice, uniqueWord } from "./helpers/tasks";

// Tasks end to end: a company posts a task with a file; two freelancers find it and apply; the
// company shortlists and hires the first; both parties see the project; the second is told no.

test.describe.configure({ timeout: 240_000 });

/** A new freelancer, signed up and verified through the API, onboarded through the wizard. */
async function newFreelancer(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  fullName: string,
): Promise<Page> {
  const email = uniqueEmail(fullName.split(" ")[0]!.toLowerCase());
  const session = await registerThroughApi(request, {
    fullName,
    email,
    password: "Freelance-Pass-1",
    role: "FREELANCER",
  });
  const user = await verifyEmailThroughApi(request, session, email);
  const page = await (await browser.newContext(sameDevice(baseURL))).newPage();
  await storeSession(page, { ...session, user });
  await page.goto("/onboarding");
  await completeFreelancerOnboarding(page);
  return page;
}

async function sendProposal(page: Page, letter: string, amountRupees: string, days: string): Promise<void> {
  const form = page.getByRole("form", { name: "Send a proposal" });
  await form.getByLabel("Cover letter").fill(letter);
  await expect(form.getByText(`${letter.length} / 5,000`)).toBeVisible();
  await form.getByLabel("Your amount (INR)").fill(amountRupees);
  await form.getByLabel("Days to deliver").fill(days);
  await form.getByRole("button", { name: "Send proposal" }).click();
  const mine = page.getByRole("region", { name: "Your proposal" });
  await expect(mine).toBeVisible();
  await expect(mine.getByText("Pending")).toBeVisible();
}

test("a company posts a task, two freelancers apply, the company hires one and both parties see the project", async ({
  baseURL,
  browser,
  page,
  request,
}) => {
  const word = uniqueWord("Quokka");
  const title = `${word} analytics dashboard in React`;

  // The company posts the task through the form, with a PDF brief.
  await storeSession(page, await loginThroughApi(request, DEMO.company, DEMO_PASSWORD));
  await page.goto("/post-task");
  await expect(page.getByRole("heading", { name: "Post a task", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Post a task" });
  // A first submit shows each field's sentence.
  await form.getByRole("button", { name: "Publish" }).click();
  await expect(form.getByText("Title must be at least 10 characters.")).toBeVisible();
  await expect(form.getByText("Add at least one skill.")).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await expect(form.getByText("Title must be at least 10 characters.")).toBeHidden();
  await form
    .getByLabel("Description")
    .fill(
      `Build the ${word} dashboard: charts of weekly sales, filters by region and an export to CSV. We share the API and the designs.`,
    );
  await form.getByLabel("Category").selectOption("WEB_DEVELOPMENT");
  const skills = form.getByLabel("Skills");
  for (const skill of ["React", "TypeScript", "Node.js"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  await form.getByLabel("Minimum budget (INR)").fill("40000");
  await form.getByLabel("Maximum budget (INR)").fill("50000");
  await form.getByLabel("Deadline").fill(daysFromNow(21));
  const brief = { ...pdfCertificate(), name: "dashboard-brief.pdf" };
  await form.getByLabel(/^Attachments/).setInputFiles(brief);
  await expect(form.getByText("dashboard-brief.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Preview" }).getByText("40.0K INR – 50.0K INR")).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await form.getByRole("button", { name: "Publish" }).click();

  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  const taskUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download dashboard-brief.pdf" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your task · Open" })).toBeVisible();

  // The first freelancer finds it by search and filters, opens the brief, and applies.
  const ravi = await newFreelancer(browser, baseURL, request, "Ravi Kumar");
  await ravi.goto("/tasks");
  await ravi.getByLabel("Search tasks").fill(word);
  const filters = ravi.getByRole("button", { name: /^Filters/ });
  await filters.click();
  await ravi.getByLabel("Category").selectOption("WEB_DEVELOPMENT");
  await ravi.getByRole("textbox", { name: "Skills" }).fill("React");
  await ravi.getByLabel("Min budget (INR)").fill("45000");
  await expect(ravi).toHaveURL(/minBudget=45000/);
  await expect(ravi).toHaveURL(new RegExp(`q=${word}`));
  const card = ravi.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("3 of 3 skills")).toBeVisible();
  await expect(card.getByText("40.0K INR – 50.0K INR")).toBeVisible();
  // Loosening nothing but the budget: above the task's range it is not listed, and the page says why.
  await ravi.getByLabel("Min budget (INR)").fill("60000");
  await expect(ravi.getByRole("heading", { name: "No tasks match" })).toBeVisible();
  await expect(ravi.getByText(/budget from 60,000 INR/)).toBeVisible();
  await ravi.getByLabel("Min budget (INR)").fill("45000");
  await card.getByRole("link", { name: title }).click();
  await expect(ravi).toHaveURL(new RegExp(`${taskUrl}$`));
  const download = ravi.waitForEvent("download");
  await ravi.getByRole("button", { name: "Download dashboard-brief.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("dashboard-brief.pdf");
  await sendProposal(
    ravi,
    "I built three sales dashboards in React and TypeScript last year, with Node.js APIs and CSV exports; I can start on Monday.",
    "45000",
    "14",
  );
  await ravi.goto("/tasks");
  await expect(ravi.getByRole("article").filter({ hasText: title }).getByText("Applied")).toBeVisible();

  // A second freelancer applies too.
  const meera = await newFreelancer(browser, baseURL, request, "Meera Iyer");
  await meera.goto(taskUrl);
  await sendProposal(
    meera,
    "Dashboards are my daily work: React, charts and careful CSV exports. I would deliver in two weeks with tests and a demo.",
    "42000",
    "12",
  );

  // The company shortlists Ravi, then hires him; the confirmation says exactly what happens.
  await page.reload();
  const proposals = page.getByRole("region", { name: "Proposals" });
  const raviCard = proposals.getByRole("article", { name: "Proposal from Ravi Kumar" });
  await expect(raviCard).toBeVisible();
  await expect(proposals.getByRole("article", { name: "Proposal from Meera Iyer" })).toBeVisible();
  await raviCard.getByRole("button", { name: "Shortlist" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Ravi is told their proposal is on your shortlist.");
  await dialog.getByRole("button", { name: "Shortlist" }).click();
  await expect(dialog).toBeHidden();
  await expect(raviCard.getByText("Shortlisted")).toBeVisible();
  await raviCard.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toContainText(
    "Accepting creates a project with Ravi for 45.0K INR and declines 1 other application.",
  );
  await dialog.getByRole("button", { name: "Accept and hire Ravi" }).click();
  await expect(dialog).toBeHidden();
  await expect(raviCard.getByText("Accepted")).toBeVisible();
  await expect(
    proposals.getByRole("article", { name: "Proposal from Meera Iyer" }).getByText("Rejected"),
  ).toBeVisible();

  // Both parties see the project.
  await page.goto("/project-management");
  const projectCard = page.getByRole("article").filter({ hasText: title });
  await expect(projectCard).toBeVisible();
  await expect(projectCard.getByText("45.0K INR")).toBeVisible();
  await ravi.goto("/my-applications");
  const raviRow = ravi.getByRole("article", { name: `Proposal to ${title}` });
  await expect(raviRow.getByText("Accepted")).toBeVisible();
  await raviRow.getByRole("link", { name: "Open the project" }).click();
  await expect(ravi).toHaveURL(/\/project-management\/[0-9a-f-]{36}$/);
  await expect(ravi.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const parties = ravi.getByRole("complementary", { name: /who is working together/i });
  await expect(parties).toContainText("Ravi Kumar (you)");
  await expect(parties).toContainText("Company");
  await expect(ravi.getByRole("region", { name: "Milestones" }).getByText("45.0K INR").first()).toBeVisible();

  // The second freelancer reads 'Rejected' on the proposal and in a notification.
  await meera.goto("/my-applications?status=REJECTED");
  await expect(meera.getByRole("article", { name: `Proposal to ${title}` }).getByText("Rejected")).toBeVisible();
  await meera.goto("/notifications");
  await expect(meera.getByText("Application rejected").first()).toBeVisible();
});
