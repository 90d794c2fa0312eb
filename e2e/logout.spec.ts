import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { signInThroughUi } from "./helpers/auth";

test("logout from the user menu signs out, clears local storage but the theme, and lands on login", async ({
  page,
  request,
}) => {
  await signInThroughUi(page, DEMO.freelancer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The person picked the dark theme earlier (the app keeps it under the theme key).
  await page.evaluate(() => localStorage.setItem("crewlance-theme", JSON.stringify("dark")));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  const refreshToken = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("authData") ?? "null") as {
      state?: { refreshToken?: string };
    } | null;
    return stored?.state?.refreshToken ?? null;
  });
  expect(refreshToken, "the session is kept in local storage under authData").toBeTruthy();

  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menuitem", { name: /View Profile/ })).toBeVisible();
  const logoutCall = page.waitForResponse(
    (r) => r.url().endsWith("/api/auth/logout") && r.request().method() === "POST",
  );
  await page.getByRole("menuitem", { name: /Logout/ }).click();
  expect((await logoutCall).ok()).toBe(true);

  await expect(page).toHaveURL(/\/auth\/login$/);
  const storage = await page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      entries[key] = localStorage.getItem(key) ?? "";
    }
    return entries;
  });
  expect(storage.accessToken).toBeUndefined();
  // The theme is the device's, not the session's (docs/decisions/0011): it survives.
  expect(storage["crewlance-theme"]).toBe(JSON.stringify("dark"));
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(storage.user).toBeUndefined();
  // Whatever is left, no trace of the session may remain.
  expect(JSON.stringify(storage)).not.toContain(refreshToken!);
  if (storage.authData !== undefined) {
    expect(JSON.parse(storage.authData).state).toMatchObject({ isAuthenticated: false, accessToken: null });
  }

  // The refresh token was revoked on the server, and private pages are closed again.
  const refresh = await request.post("/api/auth/refresh", { data: { refreshToken } });
  expect(refresh.status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
