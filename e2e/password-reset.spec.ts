import { expect, test } from "@playwright/test";
import { NEW_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { registerThroughApi, signInThroughUi } from "./helpers/auth";
import { resetLink } from "./helpers/outbox";

test("forgot password → emailed link → reset → sign in with the new password", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  const oldPassword = "Old-Password-123";
  await registerThroughApi(request, { fullName: "Forgetful Person", email, password: oldPassword, role: "FREELANCER" });

  // From the login screen, the person follows the forgot-password link.
  await page.goto("/auth/login");
  await page.getByRole("link", { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expect(page.getByText("Enter your email address to reset your password")).toBeVisible();

  const emailField = page.getByPlaceholder("Enter your email");
  const submit = page.getByRole("button", { name: "Reset Password" });
  await expect(emailField).toHaveAttribute("type", "email");
  await expect(submit).toBeDisabled();
  await emailField.fill(email);
  await expect(submit).toBeEnabled();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/forgot-password"));
  await submit.click();
  const body = (await (await answer).json()) as { data: { message: string } };
  await expect(page.getByText("Password reset instructions sent to your email")).toBeVisible();
  // The confirmation line shows the server's message.
  await expect(page.getByText(body.data.message, { exact: true }).first()).toBeVisible();

  // The link arrives in the dev outbox and points at this app.
  const link = await resetLink(request, email);
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.searchParams.get("token")).toBeTruthy();

  await page.goto(link.pathname + link.search);
  const newPassword = page.getByLabel("New Password");
  const confirmPassword = page.getByLabel("Confirm Password");
  const resetButton = page.getByRole("button", { name: "Reset Password" });
  await expect(newPassword).toHaveAttribute("type", "password");
  await expect(confirmPassword).toHaveAttribute("type", "password");
  await expect(resetButton).toBeDisabled();

  // A mismatch is caught before anything is sent.
  await newPassword.fill(NEW_PASSWORD);
  await confirmPassword.fill(`${NEW_PASSWORD}-typo`);
  await resetButton.click();
  const mismatch = page.getByRole("alert").filter({ hasText: "Passwords do not match" });
  await expect(mismatch).toBeVisible();
  await expect(mismatch).toContainText("Please try again");

  await confirmPassword.fill(NEW_PASSWORD);
  await resetButton.click();
  await expect(page.getByText("Password reset successfully!")).toBeVisible();
  // Redirected to login after 3 seconds.
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 8_000 });

  // The old password no longer works, the new one does.
  await signInThroughUi(page, email, oldPassword);
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/email-verification$/);

  // The link is single use.
  const reuse = await request.post("/api/auth/reset-password", {
    data: { resetToken: link.searchParams.get("token"), newPassword: "Another-Pass-456" },
  });
  expect(reuse.status()).toBeGreaterThanOrEqual(400);
  expect(reuse.status()).toBeLessThan(500);
});

test("the reset screen refuses a missing token", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Invalid or missing reset token")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("forgot password answers the same for an unknown email and links back to sign in", async ({ page }) => {
  await page.goto("/forget-password");
  await page.getByPlaceholder("Enter your email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password reset instructions sent to your email")).toBeVisible();

  await expect(page.getByText("Remember your password?")).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
