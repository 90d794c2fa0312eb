import type { Browser } from "@playwright/test";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type Session, storeSession } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes } from "./helpers/device-pages";
import { onboardedCompany } from "./helpers/projects";
import { checkScreenInBothThemes, openSettled } from "./helpers/screens";
import { postTaskThroughApi, uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

// Favourites (decision 0103): a company stars a freelancer in the directory and invites them to
// an open task from its saved people in two clicks; a freelancer stars a task and finds it under
// Saved. Each screen is looked at on a desktop and a phone, light and dark, with axe.

/** The card in a grid holding `text` (a person's name, a task's title). */
const cardOf = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

async function savedScreensOnEachDevice(
  browser: Browser,
  baseURL: string | undefined,
  session: Session,
  path: string,
  heading: string,
  file: string,
) {
  for (const device of DEVICE_NAMES) {
    const page = await pageFor(browser, baseURL, device, "light", session);
    await openSettled(page, path, heading);
    await expect(page.getByRole("button", { name: "Saved", pressed: true }).first()).toBeVisible();
    await picturesInBothThemes(page, `${device}-${file}`);
    await page.context().close();
  }
}

async function openTask(request: APIRequestContext, company: Session, title: string) {
  return postTaskThroughApi(request, company, { title });
}

test("a company saves a freelancer from the directory and invites them to an open task from Saved in two clicks", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const label = uniqueWord("fav").toLowerCase();
  const company = await onboardedCompany(request, `favourites-${label}`);
  const freelancer = await onboardedFreelancer(request, label);
  const task = await openTask(request, company, `Checkout redesign ${label}`);

  await storeSession(page, company);
  // Nothing saved yet: the empty states say how to save.
  await openSettled(page, "/freelancers?saved", "Saved");
  await expect(page.getByRole("heading", { name: "No saved freelancers yet" })).toBeVisible();
  await expect(page.getByText("Press the star on a freelancer, in the directory or on their profile")).toBeVisible();

  await page.getByRole("link", { name: "All freelancers" }).click();
  await page.goto(`/freelancers?q=${label}`);
  const card = cardOf(page, freelancer.fullName);
  const star = card.getByRole("button", { name: "Save freelancer" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(card.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await checkScreenInBothThemes(page, "favourites-directory-saved");

  await page.getByRole("link", { name: "Saved", exact: true }).click();
  await expect(page).toHaveURL(/\/freelancers\?saved/);
  const saved = cardOf(page, freelancer.fullName);
  // The two clicks: the menu of open tasks, then the task.
  await saved.getByRole("button", { name: "Invite to a task" }).click();
  await page.getByRole("menuitem", { name: task.title }).click();
  await expect(saved.getByRole("status")).toHaveText(`${freelancer.fullName} is invited to “${task.title}”.`);

  // Again: the API's refusal is shown as its sentence.
  await saved.getByRole("button", { name: "Invite to a task" }).click();
  await expect(page.getByRole("menuitem", { name: task.title })).toBeVisible();
  await checkScreenInBothThemes(page, "favourites-invite-menu", { picture: "viewport" });
  await page.getByRole("menuitem", { name: task.title }).click();
  await expect(saved.getByRole("alert")).not.toBeEmpty();
  const refusal = (await saved.getByRole("alert").textContent()) ?? "";
  expect(refusal).toMatch(/\.$/);
  expect(refusal).not.toMatch(/Something went wrong/);

  // The invitation waits in the freelancer's collaborations.
  const received = await request.get("/api/collaborations?box=received", {
    headers: { Authorization: `Bearer ${freelancer.accessToken}` },
  });
  expect(JSON.stringify(await received.json())).toContain(task.title);

  await savedScreensOnEachDevice(browser, baseURL, company, "/freelancers?saved", "Saved", "favourites-saved-people");
});

test("a freelancer saves a task from the list and finds it in /tasks?saved", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const label = uniqueWord("favtask").toLowerCase();
  const company = await onboardedCompany(request, `favourites-task-${label}`);
  const freelancer = await onboardedFreelancer(request, `favourites-task-${label}`);
  const task = await openTask(request, company, `Inventory app ${label}`);

  await storeSession(page, freelancer);
  await openSettled(page, "/tasks?saved", "Saved tasks");
  await expect(page.getByRole("heading", { name: "No saved tasks yet" })).toBeVisible();
  await checkScreenInBothThemes(page, "favourites-tasks-empty");

  await page.goto(`/tasks?q=${label}`);
  const card = cardOf(page, task.title);
  await card.getByRole("button", { name: "Save task" }).click();
  await expect(card.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "Saved", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Saved tasks", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: task.title })).toBeVisible();

  // The task's page shows it saved; unsaving there takes it off the list.
  await page.getByRole("link", { name: task.title }).click();
  const toggle = page.getByRole("button", { name: "Saved" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await savedScreensOnEachDevice(browser, baseURL, freelancer, "/tasks?saved", "Saved tasks", "favourites-saved-tasks");
  await toggle.click();
  await expect(page.getByRole("button", { name: "Save task" })).toHaveAttribute("aria-pressed", "false");
  await page.goto("/tasks?saved");
  await expect(page.getByRole("heading", { name: "No saved tasks yet" })).toBeVisible();
});
