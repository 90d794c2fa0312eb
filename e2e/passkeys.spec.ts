import { type CDPSession, expect, type Page, test } from "@playwright/test";
import { loginThroughApi } from "./helpers/auth";
import { pageFor, pictureOfWaitingDialog, picturesInBothThemes, pictureWithAxe } from "./helpers/device-pages";
import { depositThroughApi } from "./helpers/projects";
import { onboardedFreelancer } from "./helpers/wallet";

// Passkeys and the step-up (decision 0098): a passkey added on /account/security in Chromium's
// virtual authenticator, signing in with it alone, then a withdrawal that asks "Confirm it's you"
// and goes through once the passkey answers, sent again with the same Idempotency-Key.

/** A platform authenticator with a fingerprint that always matches, as a laptop's would be. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

const passkeysCard = (page: Page) => page.getByRole("region", { name: "Passkeys" });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function startWithdrawal(page: Page) {
  await page.goto("/wallet");
  // The balances first: the button is ready once the wallet has loaded.
  await expect(page.getByRole("region", { name: "Balances" }).getByTitle("₹2,000.00").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Withdraw" }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw" });
  await withdraw.getByRole("radio", { name: /A new UPI id/ }).check();
  await withdraw.getByRole("textbox", { name: "UPI id" }).fill("passkey.journey@okaxis");
  await withdraw.getByLabel("Amount (INR)").fill("600");
  await withdraw.getByRole("button", { name: "Request withdrawal of ₹600.00", exact: true }).click();
  return withdraw;
}

test("a freelancer adds a passkey, signs in with it alone, and confirms a withdrawal with it", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const freelancer = await onboardedFreelancer(request, "passkeys");
  await depositThroughApi(request, freelancer, 200_000);

  const page = await pageFor(browser, baseURL, "desktop", "light", freelancer);
  await virtualAuthenticator(page);
  await page.goto("/account/security");
  const card = passkeysCard(page);
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
  await pictureWithAxe(page, "passkeys-none-desktop-light");

  // A name first, by the contract's sentence; then the browser's ceremony, answered by the device.
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByText("Give the passkey a name, such as the device it is on.")).toBeVisible();
  await card.getByLabel("Passkey name").fill("MacBook");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  const list = card.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem").filter({ hasText: "MacBook" })).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();

  // The card with its passkey, and the remove confirmation, on every device in both themes.
  for (const device of ["desktop", "phone"] as const) {
    const other = await pageFor(browser, baseURL, device, "light", freelancer);
    await other.goto("/account/security");
    await expect(passkeysCard(other).getByRole("listitem").filter({ hasText: "MacBook" })).toBeVisible();
    await picturesInBothThemes(other, `passkeys-card-${device}`);
    await passkeysCard(other).getByRole("button", { name: "Remove MacBook" }).click();
    await expect(other.getByRole("dialog", { name: "Remove this passkey?" })).toBeVisible();
    await picturesInBothThemes(other, `passkeys-remove-${device}`, false);
    await other.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await other.context().close();
  }

  // Signed out, the passkey alone signs in: no password, no code.
  await signOut(page);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await pictureWithAxe(page, "passkeys-sign-in-desktop-light");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Another sign-in (no passkey on that device) is asked to confirm, and a cancel leaves the money.
  // Signing out ended the first session: the other device signs in with the password.
  const elsewhere = await loginThroughApi(request, freelancer.user.email, "Wallet-Pass-123");
  for (const [device, theme] of [["phone", "dark"]] as const) {
    const other = await pageFor(browser, baseURL, device, theme, elsewhere);
    const withdraw = await startWithdrawal(other);
    const confirm = other.getByRole("dialog", { name: "Confirm it's you" });
    await expect(confirm.getByRole("button", { name: "Use a passkey" })).toBeVisible();
    await pictureOfWaitingDialog(other, `passkeys-confirm-${device}-${theme}`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(withdraw.getByText("Confirm it's you with your authenticator app or passkey.")).toBeVisible();
    await other.context().close();
  }

  // The withdrawal asks to confirm with the passkey, then goes through.
  const withdraw = await startWithdrawal(page);
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  await pictureOfWaitingDialog(page, "passkeys-confirm-desktop-light");
  await confirm.getByRole("button", { name: "Use a passkey" }).click();
  await expect(withdraw.getByText("Withdrawal of ₹600.00 requested")).toBeVisible();
  await pictureWithAxe(page, "passkeys-withdrawal-done-desktop-light", false);
  await withdraw.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("region", { name: "Withdrawals" }).getByText("Requested")).toBeVisible();

  // The list shows the passkey was used.
  await page.goto("/account/security");
  await expect(passkeysCard(page).getByText(/last used/)).toBeVisible();
  await page.context().close();
});
