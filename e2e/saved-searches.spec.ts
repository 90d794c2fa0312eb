import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes } from "./helpers/device-pages";
import { freelancerWithPassword } from "./helpers/onboarding";
import { postTaskThroughApi, uniqueWord } from "./helpers/tasks";

// Saved searches and job alerts (decision 0102): a freelancer saves a task search with alerts
// right away; a company publishes a matching task; the alert is in the freelancer's notifications
// and opens the task. The saved searches screen on a desktop and a phone, light and dark.

test("a freelancer saves a task search and hears of a new matching task", async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const word = uniqueWord("alert");
  const freelancer = await freelancerWithPassword(request, {
    label: "saved-search",
    fullName: "Kavya Rao",
    password: "Saved-Search-2026",
    headline: "Mobile developer",
    skills: ["Kotlin", "Flutter"],
    location: "Mysuru, India",
  });
  const page = await pageFor(browser, baseURL, "desktop", "light", freelancer);

  // The search as the list holds it, saved under a name; a blank name is refused on its field.
  await page.goto(`/tasks?q=${word}&category=MOBILE_DEVELOPMENT`);
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue(word);
  await name.fill("");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByText("Give the search a name.")).toBeVisible();
  await name.fill(`Kotlin work ${word}`);
  await expect(dialog.getByRole("combobox", { name: "Alerts" })).toHaveValue("instant");
  await picturesInBothThemes(page, "saved-searches-dialog-desktop", false);
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog).toBeHidden();

  // The company publishes a task that matches: the alert is recorded with the publish.
  const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
  const task = await postTaskThroughApi(request, company, {
    title: `Kotlin field app (${word})`,
    category: "MOBILE_DEVELOPMENT",
    skills: ["Kotlin", "Android"],
  });

  await page.goto("/notifications");
  const alert = page.getByText(`New task for "Kotlin work ${word}"`);
  await expect(alert).toBeVisible();
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
  await expect(page.getByRole("heading", { name: task.title, level: 1 })).toBeVisible();

  // Run opens the list with the saved search's words and filters.
  await page.goto("/saved-searches");
  await page.getByRole("link", { name: `Run “Kotlin work ${word}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks\\?view=browse&q=${word}&category=MOBILE_DEVELOPMENT$`));
  await expect(page.getByRole("heading", { name: task.title })).toBeVisible();
  await page.context().close();

  for (const device of DEVICE_NAMES) {
    const screen = await pageFor(browser, baseURL, device, "light", freelancer);
    await screen.goto("/saved-searches");
    await expect(screen.getByRole("heading", { name: `Kotlin work ${word}` })).toBeVisible();
    await picturesInBothThemes(screen, `saved-searches-${device}`);
    await screen.context().close();
  }
});
