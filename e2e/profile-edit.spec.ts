import { expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, storeSession } from "./helpers/auth";
import { pngLogo } from "./helpers/files";

// A person edits their profile on /profile and finds the change still there after a reload.

async function signIn(page: Page, email: string): Promise<void> {
  await storeSession(page, await loginThroughApi(page.request, email, DEMO_PASSWORD));
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
}

test("a freelancer adds an education entry on /profile and sees it after a reload", async ({ page }) => {
  await signIn(page, DEMO.freelancer);
  await page.getByRole("button", { name: "Edit background" }).click();
  const editor = page.getByRole("form", { name: "Edit background" });
  await editor.getByRole("button", { name: "Add education" }).click();
  await editor.getByLabel("School").last().fill("Open University of Journeys");
  await editor.getByLabel("Degree").last().fill("M.Sc");
  await editor.getByLabel("Field of study (optional)").last().fill("Interaction Design");
  await editor.getByLabel("Start year").last().fill("2019");
  await editor.getByLabel("End year (optional)").last().fill("2021");
  await editor.getByRole("button", { name: "Save background" }).click();
  await expect(editor).toBeHidden();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Background" })).toBeVisible();
  await expect(page.getByText("Open University of Journeys")).toBeVisible();
  await expect(page.getByText("M.Sc, Interaction Design")).toBeVisible();
});

test("a company changes its industry and logo on /profile and sees them after a reload", async ({ page }) => {
  await signIn(page, DEMO.company);
  const logo = page.getByRole("img", { name: /logo$/ });
  const logoBefore = (await logo.count()) ? await logo.getAttribute("src") : null;
  await page.getByRole("button", { name: "Edit company profile" }).click();
  const form = page.getByRole("form", { name: "Edit company profile" });
  await form.getByLabel("Industry").fill("Journey Testing");
  await form.getByLabel("New logo (optional)").setInputFiles(pngLogo(96));
  await expect(form.getByText("logo.png")).toBeVisible();
  await form.getByRole("button", { name: "Save company" }).click();
  await expect(form).toBeHidden();

  await page.reload();
  await expect(page.getByText("Journey Testing")).toBeVisible();
  await expect(logo).toBeVisible();
  expect(await logo.getAttribute("src")).not.toBe(logoBefore);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});
