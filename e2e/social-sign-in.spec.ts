import { expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { signInThroughUi } from "./helpers/auth";
import { PROVIDER_NAMES, providerControl, SHAPES, signInAtProviderAs } from "./helpers/oauth-providers";

/** The session the app stored, read back from local storage. */
async function storedUser(page: Page): Promise<{ email: string; role: string | null } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
}

for (const shape of SHAPES) {
  const name = PROVIDER_NAMES[shape];

  test(`a new person continues with ${name}, picks a role and lands in onboarding`, async ({ page }) => {
    const email = uniqueEmail(`social-${shape}`);
    await signInAtProviderAs(shape, { sub: `new-${email}`, email, emailVerified: true, name: "Meera Iyer" });

    await page.goto("/auth/login");
    await page.getByRole("button", { name: `Continue with ${name}` }).click();

    // The provider sends the browser back to /auth/callback/{provider}; the app posts the code.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { name: "How will you use Crewlance?" })).toBeVisible();
    await page.getByText(/I want to hire/i).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email, role: "COMPANY" });
  });

  test(`an existing account signs in with ${name} and reaches the dashboard`, async ({ page }) => {
    await signInAtProviderAs(shape, {
      sub: `demo-freelancer-at-${shape}`,
      email: DEMO.freelancer,
      emailVerified: true,
      name: "Priya Sharma",
    });
    await page.goto("/auth/signup");
    await page.getByRole("button", { name: `Continue with ${name}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: DEMO.freelancer, role: "FREELANCER" });
  });
}

test("declining consent at the provider says so and changes nothing", async ({ page }) => {
  await providerControl("google").denyNextConsent();
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText("You cancelled signing in with Google. Nothing was changed.")).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  await page.getByRole("button", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a callback whose state was not started here is refused", async ({ page }) => {
  await page.goto("/auth/callback/github?code=forged-code&state=forged-state");
  await expect(page.getByText(/doesn't match the one we started/)).toBeVisible();
  expect(await storedUser(page)).toBeNull();
});

test("a signed-in company connects GitHub from the profile and unlinks it again", async ({ page }) => {
  await signInAtProviderAs("github", {
    sub: "company-github-link",
    email: "rahul.codes@example.com",
    emailVerified: true,
    name: "Rahul Mehta",
  });
  await signInThroughUi(page, DEMO.company, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");

  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await methods.getByRole("button", { name: /Connect GitHub/i }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("GitHub is now linked to your account.")).toBeVisible();
  await expect(methods.getByText("rahul.codes@example.com")).toBeVisible();

  await methods.getByRole("button", { name: /Unlink GitHub/i }).click();
  await expect(methods.getByRole("button", { name: /Connect GitHub/i })).toBeVisible();
});
