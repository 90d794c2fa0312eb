import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers/accounts";
import { registerThroughApi, type Session, verifyEmailThroughApi } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes } from "./helpers/device-pages";

// A person's public page address (decision 0095): chosen on /profile with a live answer on
// whether the handle is free, saved with who may see the page, and copied to share.

const TAKEN = "That handle is taken. Choose another one.";

async function onboardedFreelancer(request: APIRequestContext, fullName: string): Promise<Session> {
  const email = uniqueEmail("public-link");
  const session = await registerThroughApi(request, {
    fullName,
    email,
    password: "Public-Link-2026",
    role: "FREELANCER",
  });
  await verifyEmailThroughApi(request, session, email);
  const response = await request.put("/api/user/profile/freelancer", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      headline: "Brand designer",
      skills: ["Branding", "Figma"],
      hourlyRate: 110_000,
      experienceLevel: "EXPERT",
      location: "Kochi, India",
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { ...session, user: ((await response.json()) as { data: Session["user"] }).data };
}

const card = (page: Page) => page.getByRole("region", { name: "Public page" });
const handleField = (page: Page) => card(page).getByRole("textbox", { name: "Handle" });

test("a freelancer picks a free handle, sees a taken one refused, saves it and copies the page's address", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const stem = `pl${Date.now().toString(36)}`;
  const takenHandle = `${stem}-anjali`;
  const ownHandle = `${stem}-meera`;

  // Someone else already has the first handle the freelancer will try.
  const other = await onboardedFreelancer(request, "Anjali Nair");
  const claimed = await request.put("/api/users/me/public-page", {
    headers: { Authorization: `Bearer ${other.accessToken}` },
    data: { handle: takenHandle, visibility: "PUBLIC" },
  });
  expect(claimed.ok(), await claimed.text()).toBeTruthy();

  const freelancer = await onboardedFreelancer(request, "Meera Pillai");

  // The empty card on every device in both themes, then a taken handle refused as it is typed.
  for (const device of DEVICE_NAMES) {
    const page = await pageFor(browser, baseURL, device, "light", freelancer);
    await page.goto("/profile");
    await expect(handleField(page)).toHaveValue("");
    await expect(card(page).getByRole("radio", { name: /^Public/ })).toBeChecked();
    await picturesInBothThemes(page, `public-link-empty-${device}`);
    await handleField(page).fill(takenHandle.toUpperCase());
    await expect(card(page).getByText(TAKEN)).toBeVisible();
    // Typing scrolled the field up: the phone's bottom bar would lie over the card, and axe would
    // judge its labels against the card's text beneath. The picture is of the whole page anyway.
    await page.evaluate(() => window.scrollTo(0, 0));
    await picturesInBothThemes(page, `public-link-taken-${device}`);
    await page.context().close();
  }

  const page = await pageFor(browser, baseURL, "desktop", "light", freelancer);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/profile");
  const handle = handleField(page);

  // Saving the taken handle anyway: the server's word lands on the field.
  await handle.fill(takenHandle);
  await card(page).getByRole("button", { name: "Save public page" }).click();
  await expect(handle).toHaveAttribute("aria-invalid", "true");
  await expect(card(page).getByRole("alert").filter({ hasText: TAKEN })).toBeVisible();

  // A bad form is refused at once, before any lookup.
  await handle.fill("meera--pillai");
  await expect(card(page).getByText("A handle cannot have two hyphens in a row.")).toBeVisible();

  // A free one: available, previewed, saved for signed-in members only.
  await handle.fill(ownHandle);
  await expect(card(page).getByText("This handle is available.")).toBeVisible();
  await expect(card(page).getByText(`${new URL(baseURL ?? "").origin}/u/${ownHandle}`)).toBeVisible();
  await card(page).getByText("Signed-in members only").click();
  await card(page).getByRole("button", { name: "Save public page" }).click();
  await expect(page.getByText("Your public page has been saved.")).toBeVisible();
  await expect(card(page).getByText("This is your handle now.")).toBeVisible();
  const address = card(page).getByText(new RegExp(`/u/${ownHandle}$`));
  await expect(address).toBeVisible();
  const url = (await address.textContent()) ?? "";

  await card(page).getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // After a reload the saved choice is what the card shows.
  await page.reload();
  await expect(handleField(page)).toHaveValue(ownHandle);
  await expect(card(page).getByRole("radio", { name: /Signed-in members only/ })).toBeChecked();
  await page.context().close();

  for (const device of DEVICE_NAMES) {
    const saved = await pageFor(browser, baseURL, device, "light", freelancer);
    await saved.goto("/profile");
    await expect(card(saved).getByText("This is your handle now.")).toBeVisible();
    await picturesInBothThemes(saved, `public-link-saved-${device}`);
    await saved.context().close();
  }

  // The other person can no longer take it either.
  const lookup = await request.get(`/api/handles/availability?handle=${ownHandle}`, {
    headers: { Authorization: `Bearer ${other.accessToken}` },
  });
  expect(((await lookup.json()) as { data: { available: boolean } }).data.available).toBe(false);
});
