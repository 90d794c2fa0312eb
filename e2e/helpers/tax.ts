import { expect, type Page } from "@playwright/test";

/*
 * The tax profile screen (/settings/tax) filled as a person fills it. The e2e servers configure
 * no KYC provider, so development verifies the PAN and the bank account at once (decision 0086).
 */

export type TaxProfileInput = {
  legalName: string;
  pan: string;
  /** A GST state code, "29" for Karnataka. */
  stateCode: string;
  city: string;
  address: string;
  pincode: string;
};

/**
 * Waits until no toast is on screen. A toast sits at the bottom right, where a form's submit button
 * can be: on a loaded machine a click aimed at the button landed on a toast sliding in, which then
 * stayed, its timer paused under the pointer, and the form was never sent.
 */
export async function waitForToastsToGo(page: Page): Promise<void> {
  // A toast under the pointer waits for it to leave.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** Saves the tax profile and verifies its PAN; the PAN card then says Verified with the name. */
export async function fillTaxProfileThroughUi(page: Page, profile: TaxProfileInput): Promise<void> {
  await page.goto("/settings/tax");
  await expect(page.getByRole("heading", { name: "Tax profile", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Tax profile" });
  await form.getByLabel("Legal name").fill(profile.legalName);
  await form.getByLabel("PAN (optional)").fill(profile.pan);
  await form.getByLabel("State").selectOption(profile.stateCode);
  await form.getByLabel("City").fill(profile.city);
  await form.getByLabel("Billing address").fill(profile.address);
  await form.getByLabel("PIN code").fill(profile.pincode);
  await form.getByRole("button", { name: "Save tax profile" }).click();
  await expect(page.getByText("Tax profile saved.")).toBeVisible();

  const pan = page.getByRole("region", { name: "PAN verification" });
  await waitForToastsToGo(page);
  await pan.getByRole("button", { name: "Verify PAN" }).click();
  await expect(pan.getByText("Verified", { exact: true })).toBeVisible();
  await expect(pan.getByText(profile.legalName)).toBeVisible();
}

/** Adds a bank account under Withdrawal destinations, verified as it is saved (the penny drop). */
export async function addBankAccountThroughUi(
  page: Page,
  account: { holder: string; ifsc: string; accountNumber: string },
): Promise<string> {
  const destinations = page.getByRole("region", { name: "Withdrawal destinations" });
  await destinations.getByRole("button", { name: "Add a bank account" }).click();
  const bank = destinations.getByRole("form", { name: "Add a bank account" });
  await bank.getByLabel("Account holder").fill(account.holder);
  await bank.getByLabel("IFSC").fill(account.ifsc);
  await bank.getByLabel("Account number").fill(account.accountNumber);
  await waitForToastsToGo(page);
  await bank.getByRole("button", { name: "Verify and save" }).click();
  const label = `${account.ifsc} · ••••${account.accountNumber.slice(-4)}`;
  const row = destinations.getByRole("listitem").filter({ hasText: label });
  await expect(row.getByText("Verified")).toBeVisible();
  await expect(row.getByText(`Held by ${account.holder}`)).toBeVisible();
  return label;
}
