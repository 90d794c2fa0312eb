import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { type Session, signInThroughUi } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes, pictureWithAxe } from "./helpers/device-pages";
import { freelancerWithPassword } from "./helpers/onboarding";
import { waitForMail } from "./helpers/outbox";

// Your data (decision 0099): a freelancer asks for a copy of their data on /account/data, the mail
// says it is ready, the ZIP downloads with account.json in it; then they delete the account, are
// signed out to "Your account was deleted", and cannot sign in again.

const PASSWORD = "Your-Data-Pass-2026";

function onboardedFreelancer(request: APIRequestContext): Promise<Session & { email: string }> {
  return freelancerWithPassword(request, {
    label: "your-data",
    fullName: "Kavya Iyer",
    password: PASSWORD,
    headline: "Product designer",
    skills: ["Figma", "Design systems"],
    location: "Bengaluru, India",
  });
}

test("a freelancer downloads a copy of their data, then deletes the account and cannot sign in again", async ({
  browser,
  baseURL,
  request,
}) => {
  // Eight screens with axe on a shared machine take their time; nothing here waits on a clock.
  test.setTimeout(480_000);
  const freelancer = await onboardedFreelancer(request);
  const page = await pageFor(browser, baseURL, "desktop", "light", freelancer);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Your data: download it or delete your account" }).click();
  await expect(page).toHaveURL(/\/account\/data$/);
  await pictureWithAxe(page, "your-data-empty-desktop-light");

  const exportCard = page.getByRole("region", { name: "Get a copy of your data" });
  await exportCard.getByRole("button", { name: "Prepare a copy of my data" }).click();
  const link = await waitForMail(request, freelancer.email, /(https?:\/\/\S+\/account\/data\?export=[0-9a-f-]+)/);
  const mails = await request.get(`/api/dev/outbox?to=${encodeURIComponent(freelancer.email)}`);
  expect(JSON.stringify(await mails.json())).toContain("Your Crewlance data is ready");

  // The mail's link opens the page, where the copy is ready to download.
  await page.goto(new URL(link[1]!).pathname + new URL(link[1]!).search);
  await expect(exportCard.getByRole("status")).toContainText("Your data is ready");
  const download = page.waitForEvent("download");
  await exportCard.getByRole("button", { name: "Download your data" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^crewlance-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await saved.path())));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(["README.txt", "account.json", "messages.json"]));
  const account = JSON.parse(new TextDecoder().decode(zip["account.json"])) as { user: { email: string } };
  expect(account.user.email).toBe(freelancer.email);

  for (const device of DEVICE_NAMES) {
    const scene = await pageFor(browser, baseURL, device, "light", freelancer);
    await scene.goto("/account/data");
    await expect(scene.getByRole("region", { name: "Get a copy of your data" }).getByRole("status")).toContainText(
      "Your data is ready",
    );
    await picturesInBothThemes(scene, `your-data-ready-${device}`);
    await scene.getByRole("button", { name: "Delete my account" }).click();
    await expect(scene.getByRole("dialog", { name: "Delete your account" })).toBeVisible();
    await picturesInBothThemes(scene, `your-data-delete-dialog-${device}`, false);
    await scene.context().close();
  }

  // Deleting: a wrong word is refused on its field, then the right password and DELETE.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account" });
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Type DELETE to confirm.")).toBeVisible();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { name: "Your account was deleted" })).toBeVisible();
  await pictureWithAxe(page, "your-data-deleted-desktop-light");
  await waitForMail(request, freelancer.email, /Your Crewlance account was deleted as you asked/);

  // Signed out: a private page sends to the sign-in page, and the old address signs in to nothing.
  await page.goto("/account/data");
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughUi(page, freelancer.email, PASSWORD);
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});
