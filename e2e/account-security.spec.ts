import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers/accounts";
import { loginThroughApi, registerThroughApi, signInThroughUi, verifyEmailThroughApi } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes } from "./helpers/device-pages";

// The account's password and the devices signed in to it (decision 0093): /account/security.

const OLD_PASSWORD = "Security-Pass-123";
const NEW_PASSWORD = "Security-Pass-456";

/** An onboarded freelancer, registered through the API; the API's own sign-in is ended so only browsers remain. */
async function freelancerWithNoDevice(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail("account-security");
  const session = await registerThroughApi(request, {
    fullName: "Asha Verma",
    email,
    password: OLD_PASSWORD,
    role: "FREELANCER",
  });
  await verifyEmailThroughApi(request, session, email);
  const profile = await request.put("/api/user/profile/freelancer", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      headline: "Illustrator for picture books",
      skills: ["Illustration", "Procreate"],
      hourlyRate: 90_000,
      experienceLevel: "EXPERT",
      location: "Pune, India",
    },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const ended = await request.post("/api/auth/logout", { data: { refreshToken: session.refreshToken } });
  expect(ended.ok(), await ended.text()).toBeTruthy();
  return email;
}

/** A browser of its own (a device) where the person signs in on the login screen. */
async function signedInDevice(browser: Browser, baseURL: string | undefined, email: string, password: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const devices = (page: Page) => page.getByRole("list", { name: "Devices" }).getByRole("listitem");
const passwordForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Current password") });

test("a freelancer sees the two devices signed in, signs the other out and changes the password", async ({
  browser,
  baseURL,
  request,
}) => {
  // Three devices signed in by hand, then each screen pictured light and dark on two devices: a
  // loaded CI machine needs more than 180 s for it, with no step stuck.
  test.setTimeout(300_000);
  const email = await freelancerWithNoDevice(request);
  const laptop = await signedInDevice(browser, baseURL, email, OLD_PASSWORD);
  const other = await signedInDevice(browser, baseURL, email, OLD_PASSWORD);

  // From the profile's account card to the screen.
  await laptop.goto("/profile");
  await laptop.getByRole("link", { name: "Password and devices" }).click();
  await expect(laptop).toHaveURL(/\/account\/security$/);
  await expect(laptop.getByRole("heading", { name: "Password and devices", level: 1 })).toBeVisible();
  await expect(devices(laptop)).toHaveCount(2);
  const mine = devices(laptop).filter({ hasText: "This device" });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(/ on /);
  await expect(mine.getByRole("button")).toHaveCount(0);

  // The other device, after the question that names it.
  const otherRow = devices(laptop).filter({ hasNotText: "This device" });
  await expect(otherRow).toContainText("Last active");
  await otherRow.getByRole("button", { name: /^Sign out of / }).click();
  const confirm = laptop.getByRole("dialog", { name: /^Sign out of .+ on .+\?$/ });
  await confirm.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(laptop.getByText(/^Signed out of .+ on .+\.$/)).toBeVisible();
  await expect(devices(laptop)).toHaveCount(1);
  await expect(laptop.getByRole("button", { name: "Sign out of all other devices" })).toHaveCount(0);

  // That device's next page is the sign-in screen.
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/auth\/login$/);
  await other.context().close();

  // A wrong current password is said under its field; nothing changes.
  await laptop.getByLabel("Current password").fill("Not-The-Password-1");
  await laptop.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await laptop.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await passwordForm(laptop).getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm(laptop).getByText("Your current password is not right.")).toBeVisible();
  await expect(laptop.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await laptop.getByLabel("Current password").fill(OLD_PASSWORD);
  await passwordForm(laptop).getByRole("button", { name: "Change password" }).click();
  await expect(laptop.getByText("Password changed. Other devices were signed out.")).toBeVisible();
  await expect(laptop.getByLabel("Current password")).toHaveValue("");
  await expect(laptop.getByLabel("Confirm new password")).toHaveValue("");
  // This device stays signed in.
  await laptop.reload();
  await expect(devices(laptop)).toHaveCount(1);
  await laptop.context().close();

  // A fresh device signs in with the new password.
  const fresh = await signedInDevice(browser, baseURL, email, NEW_PASSWORD);
  await fresh.context().close();

  // Pictures on a desktop and a phone, light and dark, each axe-clean.
  const session = await loginThroughApi(request, email, NEW_PASSWORD);
  for (const device of DEVICE_NAMES) {
    const name = (scene: string) => `account-security-${device}-${scene}`;
    const view = await pageFor(browser, baseURL, device, "light", session);
    await view.goto("/account/security");
    await expect(devices(view).first()).toBeVisible();
    await picturesInBothThemes(view, name("screen"));

    await view.getByRole("button", { name: "Sign out of all other devices" }).click();
    await expect(view.getByRole("dialog", { name: "Sign out of all other devices?" })).toBeVisible();
    await picturesInBothThemes(view, name("sign-out-others-dialog"), false);
    await view.getByRole("button", { name: "Cancel" }).click();

    await passwordForm(view).getByRole("button", { name: "Change password" }).click();
    await expect(view.getByText("Enter your current password.")).toBeVisible();
    await picturesInBothThemes(view, name("field-errors"));
    await view.context().close();
  }
});
