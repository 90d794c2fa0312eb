import { expect, type Page, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import { checkScreen, openSettled } from "./helpers/screens";
import { waitForToastsToGo } from "./helpers/tax";
import { chooseTheme, type Theme } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// A freelancer fills the tax profile (field errors first), verifies the PAN and a bank account,
// and sees both verified; then the screen on a desktop and a phone, light and dark, axe clean.
// The e2e server configures no KYC provider, so development verifies at once and says so
// (decision 0086).
test.setTimeout(120_000);

async function shootBoth(page: Page, name: string) {
  for (const theme of ["light", "dark"] as Theme[]) {
    for (const [device, size] of [
      ["desktop", DESKTOP.viewport],
      ["phone", PHONE.viewport],
    ] as const) {
      await page.setViewportSize(size);
      await chooseTheme(page, theme);
      await openSettled(page, "/settings/tax", "Tax profile");
      await expect(page.getByRole("region", { name: "PAN verification" }).getByText("Verified")).toBeVisible();
      await checkScreen(page, `${name}-${device}`, theme);
    }
  }
}

test("a freelancer fills the tax profile, verifies the PAN and a bank account", async ({ page, request }) => {
  const freelancer = await onboardedFreelancer(request, "tax-profile");
  await chooseTheme(page, "light");
  await storeSession(page, freelancer);

  // Reached from the user menu.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open user menu" }).first().click();
  await page.getByRole("menuitem", { name: /Tax profile/ }).click();
  await expect(page).toHaveURL(/\/settings\/tax$/);
  await expect(page.getByRole("heading", { name: "Tax profile", level: 1 })).toBeVisible();
  await expect(page.getByText(/no KYC provider is configured/)).toBeVisible();

  // Field errors first, each under its field.
  const form = page.getByRole("form", { name: "Tax profile" });
  await form.getByLabel("PAN (optional)").fill("ABCXK1234F");
  await form.getByLabel("GSTIN (optional)").fill("27ABCPK1234F1Z6");
  await form.getByLabel("PIN code").fill("0110");
  await form.getByRole("button", { name: "Save tax profile" }).click();
  await expect(form.getByText("A PAN is five letters, four digits and a letter, like ABCPK1234F.")).toBeVisible();
  await expect(form.getByText(/last character does not match/)).toBeVisible();
  await expect(form.getByText("Choose your state from the list.")).toBeVisible();
  await expect(form.getByText("A PIN code has 6 digits and does not start with 0.")).toBeVisible();
  await expect(form.getByLabel("PAN (optional)")).toHaveAttribute("aria-invalid", "true");
  await page.setViewportSize(PHONE.viewport);
  await checkScreen(page, "tax-profile-errors-phone", "light");
  await page.setViewportSize(DESKTOP.viewport);
  await checkScreen(page, "tax-profile-errors-desktop", "light");

  // Then right: lower case and spaces are fine.
  await form.getByLabel("Legal name").fill(freelancer.fullName);
  await form.getByLabel("PAN (optional)").fill("abcpk 1234f");
  await form.getByLabel("GSTIN (optional)").fill("27abcpk1234f1z5");
  await form.getByLabel("State").selectOption("27");
  await form.getByLabel("City").fill("Pune");
  await form.getByLabel("Billing address").fill("12 MG Road, Shivajinagar");
  await form.getByLabel("PIN code").fill("411005");
  await form.getByRole("button", { name: "Save tax profile" }).click();
  await expect(page.getByText("Tax profile saved.")).toBeVisible();
  await expect(form.getByLabel("PAN (optional)")).toHaveValue("ABCPK1234F");

  // Verify the PAN.
  const pan = page.getByRole("region", { name: "PAN verification" });
  await expect(pan.getByText("Not verified")).toBeVisible();
  await waitForToastsToGo(page);
  await pan.getByRole("button", { name: "Verify PAN" }).click();
  await expect(pan.getByText("Verified")).toBeVisible();
  await expect(pan.getByText(freelancer.fullName)).toBeVisible();

  // A bank account: field errors, then verified as it is saved.
  const destinations = page.getByRole("region", { name: "Withdrawal destinations" });
  await expect(destinations.getByText("No saved destinations yet.")).toBeVisible();
  await destinations.getByRole("button", { name: "Add a bank account" }).click();
  const bank = destinations.getByRole("form", { name: "Add a bank account" });
  await bank.getByLabel("IFSC").fill("HDFC12");
  await waitForToastsToGo(page);
  await bank.getByRole("button", { name: "Verify and save" }).click();
  await expect(bank.getByText("Enter the account holder's name.")).toBeVisible();
  await expect(bank.getByText("Enter an 11-character IFSC such as HDFC0001234.")).toBeVisible();
  await bank.getByLabel("Account holder").fill(freelancer.fullName);
  await bank.getByLabel("IFSC").fill("HDFC0001234");
  await bank.getByLabel("Account number").fill("50100012345678");
  await waitForToastsToGo(page);
  await bank.getByRole("button", { name: "Verify and save" }).click();
  const row = destinations.getByRole("listitem").filter({ hasText: "HDFC0001234 · ••••5678" });
  await expect(row).toBeVisible();
  await expect(row.getByText("Verified")).toBeVisible();
  await expect(row.getByText(`Held by ${freelancer.fullName}`)).toBeVisible();

  await shootBoth(page, "tax-profile");

  // The wallet's withdrawal screen shows the destination verified, and no TDS warning now.
  await page.setViewportSize(DESKTOP.viewport);
  await page.goto("/wallet");
  await page.getByRole("button", { name: "Withdraw" }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw" });
  await expect(withdraw.getByRole("radio", { name: /HDFC0001234 · ••••5678/ })).toBeVisible();
  await expect(withdraw.getByText(/· Verified/)).toBeVisible();
  await expect(withdraw.getByText(/no verified PAN/)).toHaveCount(0);
});

test("the withdrawal screen warns a freelancer without a verified PAN before they continue", async ({
  page,
  request,
}) => {
  const freelancer = await onboardedFreelancer(request, "tax-no-pan");
  await storeSession(page, freelancer);
  for (const theme of ["light", "dark"] as Theme[]) {
    for (const [device, size] of [
      ["desktop", DESKTOP.viewport],
      ["phone", PHONE.viewport],
    ] as const) {
      await page.setViewportSize(size);
      await chooseTheme(page, theme);
      await openSettled(page, "/wallet", /Wallet/);
      await page.getByRole("button", { name: "Withdraw" }).click();
      const withdraw = page.getByRole("dialog", { name: "Withdraw" });
      await expect(
        withdraw.getByText(
          "You have no verified PAN: tax (TDS) is withheld at 5% instead of 0.1% on payments released to you.",
          { exact: false },
        ),
      ).toBeVisible();
      await expect(withdraw.getByRole("link", { name: "Add and verify your PAN" })).toHaveAttribute(
        "href",
        "/settings/tax",
      );
      await checkScreen(page, `withdraw-no-pan-${device}`, theme, { picture: "viewport" });
    }
  }
});
