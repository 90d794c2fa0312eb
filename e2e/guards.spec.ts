import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { loginThroughApi, registerThroughApi, storeSession, verifyEmailThroughApi } from "./helpers/auth";

// The route guards: where each kind of visitor ends up.
test.describe("route guards", () => {
  test("a visitor who is not signed in is sent to the login screen", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/email-verification");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("signed in with an unverified email goes to email verification", async ({ page, request }) => {
    const email = uniqueEmail("unverified");
    const session = await registerThroughApi(request, {
      fullName: "Unverified Person",
      email,
      password: "Unverified-Pass-1",
      role: "FREELANCER",
    });
    await storeSession(page, session);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/email-verification$/);
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/email-verification$/);
  });

  test("verified but not onboarded goes to onboarding", async ({ page, request }) => {
    const email = uniqueEmail("not-onboarded");
    const session = await registerThroughApi(request, {
      fullName: "Half Way",
      email,
      password: "Half-Way-Pass-1",
      role: "COMPANY",
    });
    const user = await verifyEmailThroughApi(request, session, email);
    expect(user.emailVerified).toBe(true);
    await storeSession(page, { ...session, user });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/email-verification");
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("a fully signed-in user at '/' or the login screen goes to the dashboard", async ({ page, request }) => {
    const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
    await storeSession(page, session);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/auth/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an unknown route shows 'Not found'", async ({ page, request }) => {
    const session = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
    await storeSession(page, session);
    await page.goto("/no-such-page/anywhere");
    await expect(page.getByText("Not found", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page\/anywhere$/);
  });

  test("a company opening /my-applications reads whom the page is for and where its tasks are", async ({
    page,
    request,
  }) => {
    await storeSession(page, await loginThroughApi(request, DEMO.company, DEMO_PASSWORD));
    await page.goto("/my-applications");
    await expect(page).toHaveURL(/\/my-applications$/);
    await expect(page.getByRole("heading", { name: "My Applications is for freelancers" })).toBeVisible();
    await expect(page.getByText(/proposals you sent/)).toHaveCount(0);
    await page.getByRole("link", { name: "Go to your tasks" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByText("The tasks you posted and the proposals they received.")).toBeVisible();
  });
});
