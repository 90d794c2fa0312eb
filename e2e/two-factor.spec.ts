import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { type Session, signInThroughUi } from "./helpers/auth";
import { DEVICES, type Device, pageFor, picturesInBothThemes, pictureWithAxe } from "./helpers/device-pages";
import { freelancerWithPassword } from "./helpers/onboarding";
import { chooseTheme } from "./helpers/theme";
import { currentStep, STEP_SECONDS, totpAt } from "./helpers/totp";

// Two-factor sign-in (decision 0094): turned on from /account/security with a code computed here
// from the secret on the screen, then asked for at sign-in, with the app's code or a recovery code.

const PASSWORD = "Two-Factor-Pass-2026";

function onboardedFreelancer(request: APIRequestContext): Promise<Session & { email: string }> {
  return freelancerWithPassword(request, {
    label: "two-factor",
    fullName: "Nila Menon",
    password: PASSWORD,
    headline: "Illustrator",
    skills: ["Illustration", "Branding"],
    location: "Chennai, India",
  });
}

async function signedOutPage(browser: Browser, baseURL: string | undefined, device: Device) {
  const page = await (await browser.newContext({ baseURL, ...DEVICES[device] })).newPage();
  await chooseTheme(page, "light");
  return page;
}

const card = (page: Page) => page.getByRole("region", { name: "Two-factor sign-in" });
const recoveryCodes = async (scope: Locator) =>
  scope.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();

/** A code from the app that the API has not taken yet: one code is good once, so a used step is waited out. */
async function freshCode(secret: string, usedStep: number | null): Promise<{ code: string; step: number }> {
  while (usedStep !== null && currentStep() <= usedStep) {
    const nextStepAt = (currentStep() + 1) * STEP_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 250));
  }
  const step = currentStep();
  return { code: totpAt(secret, step), step };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test("a freelancer turns on two-factor sign-in, then signs in with the app's code and with a recovery code", async ({
  browser,
  baseURL,
  request,
}) => {
  // One app code counts once, so the journey waits out up to three 30-s steps.
  test.setTimeout(420_000);
  const freelancer = await onboardedFreelancer(request);

  // Off, and the setup step, on every device in both themes (Cancel leaves it off).
  for (const device of ["desktop", "phone"] as const) {
    const page = await pageFor(browser, baseURL, device, "light", freelancer);
    await page.goto("/account/security");
    await expect(card(page).getByText("Off", { exact: true })).toBeVisible();
    await picturesInBothThemes(page, `two-factor-off-${device}`);
    await card(page).getByRole("button", { name: "Turn on" }).click();
    await expect(card(page).getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await picturesInBothThemes(page, `two-factor-setup-${device}`);
    await card(page).getByRole("button", { name: "Cancel" }).click();
    await page.context().close();
  }

  // The journey: turn it on, reading the secret from the screen as a person types it into an app.
  const page = await pageFor(browser, baseURL, "desktop", "light", freelancer);
  await page.goto("/account/security");
  await card(page).getByRole("button", { name: "Turn on" }).click();
  const secret = (await card(page).getByTestId("two-factor-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  // An empty code is stopped on the form, by the contract's sentence.
  await card(page).getByRole("button", { name: "Turn on" }).click();
  await expect(card(page).getByText("Enter the 6-digit code from your app or a recovery code.")).toBeVisible();
  const enabling = await freshCode(secret, null);
  await card(page).getByLabel("Code from the app").fill(enabling.code);
  await card(page).getByRole("button", { name: "Turn on" }).click();
  await expect(card(page).getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  let codes = await recoveryCodes(card(page));
  await picturesInBothThemes(page, "two-factor-codes-desktop");
  const download = page.waitForEvent("download");
  await card(page).getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("crewlance-recovery-codes.txt");
  await card(page).getByRole("button", { name: "I saved them" }).click();
  await expect(card(page).getByText(/^On since /)).toBeVisible();
  await expect(card(page).getByText("10 recovery codes left")).toBeVisible();
  await picturesInBothThemes(page, "two-factor-on-desktop");

  // On a phone, new codes with the app's next code: the dialog, the codes and the on state.
  let usedStep = enabling.step;
  const phone = await pageFor(browser, baseURL, "phone", "light", freelancer);
  await phone.goto("/account/security");
  await card(phone).getByRole("button", { name: "Make new recovery codes" }).click();
  const dialog = phone.getByRole("dialog", { name: "Make new recovery codes?" });
  const renewing = await freshCode(secret, usedStep);
  usedStep = renewing.step;
  await dialog.getByLabel("Code").fill(renewing.code);
  await picturesInBothThemes(phone, "two-factor-new-codes-dialog-phone", false);
  await dialog.getByRole("button", { name: "Make new codes" }).click();
  await expect(card(phone).getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const fresh = await recoveryCodes(card(phone));
  expect(fresh).not.toEqual(codes);
  codes = fresh;
  await picturesInBothThemes(phone, "two-factor-codes-phone");
  await card(phone).getByRole("button", { name: "I saved them" }).click();
  await expect(card(phone).getByText("10 recovery codes left")).toBeVisible();
  await picturesInBothThemes(phone, "two-factor-on-phone");
  await phone.context().close();

  // Signed out, the password alone is not enough: the code step asks for the app's code.
  await signOut(page);
  await signInThroughUi(page, freelancer.email, PASSWORD);
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const signingIn = await freshCode(secret, usedStep);
  await page.getByLabel("Code", { exact: true }).fill(signingIn.code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Once more with a recovery code, which then counts one less (typed in capitals: case is ignored).
  await signOut(page);
  await signInThroughUi(page, freelancer.email, PASSWORD);
  await page.getByLabel("Code", { exact: true }).fill((codes[1] ?? "").toUpperCase());
  await pictureWithAxe(page, "two-factor-code-step-filled-desktop-light");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account/security");
  await expect(card(page).getByText("9 recovery codes left")).toBeVisible();
  await page.context().close();

  // The code step on every device in both themes, with a refused code's message under the field.
  for (const device of ["desktop", "phone"] as const) {
    const step = await signedOutPage(browser, baseURL, device);
    await signInThroughUi(step, freelancer.email, PASSWORD);
    await expect(step.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
    await picturesInBothThemes(step, `two-factor-code-step-${device}`);
    // A used recovery code is refused, under the field.
    await step.getByLabel("Code", { exact: true }).fill(codes[1] ?? "");
    await step.getByRole("button", { name: "Verify" }).click();
    await expect(step.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await picturesInBothThemes(step, `two-factor-code-refused-${device}`);
    await step.context().close();
  }
});
