import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { signInThroughUi } from "./helpers/auth";
import { outboxFor, textedCode } from "./helpers/outbox";

/** The demo freelancer's verified number (apps/api/src/modules/users/seed.ts). */
const DEMO_PHONE = "+919800000001";

test("signs in with a phone number and the texted code", async ({ page, request }) => {
  const seen = (await outboxFor(request, DEMO_PHONE)).length;
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Sign in with phone" }).click();
  await expect(page).toHaveURL(/method=phone/);
  await expect(page.getByRole("heading", { name: "Sign in with phone" })).toBeVisible();

  await page.getByLabel("Phone number").fill("+91 98000 00001");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/Resend code in/)).toBeVisible();

  const code = await textedCode(request, DEMO_PHONE, seen);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: /^Sign in$/ }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(user).toMatchObject({ email: DEMO.freelancer, phone: DEMO_PHONE, phoneVerified: true });
});

test("a wrong code is refused with the tries left, and Back returns to the email form", async ({ page, request }) => {
  const phone = "+919800000002";
  await page.goto("/auth/login?method=phone");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  // No account uses this number: nothing is texted, and no code can sign in with it.
  expect(await outboxFor(request, phone)).toHaveLength(0);
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: /^Sign in$/ }).click();
  await expect(page.getByRole("alert")).toContainText(/code/i);
  await page.getByRole("button", { name: "Use email instead" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
});

test("a signed-in company verifies a phone number from the profile", async ({ page, request }) => {
  const phone = "+919800000003";
  await signInThroughUi(page, DEMO.company, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");

  const card = page.getByRole("region", { name: "Phone number" });
  await card.getByLabel("Phone number").fill(phone);
  await card.getByRole("button", { name: "Send code" }).click();
  const code = await textedCode(request, phone, 0);
  await card.getByLabel("Verification code").fill(code);
  await card.getByRole("button", { name: "Verify" }).click();
  await expect(card.getByText("Phone verified")).toBeVisible();
  await expect(card.getByText(phone)).toBeVisible();
});
