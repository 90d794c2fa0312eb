import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers/accounts";
import { registerThroughApi, type Session, verifyEmailThroughApi } from "./helpers/auth";
import { DEVICE_NAMES, pageFor, picturesInBothThemes, pictureWithAxe } from "./helpers/device-pages";
import { pngLogo } from "./helpers/files";

// Showcase images (decision 0097): a freelancer adds a portfolio item with two images and their
// alt texts in the background editor, saves, and sees them as a gallery on /profile.

async function onboardedFreelancer(request: APIRequestContext): Promise<Session> {
  const email = uniqueEmail("showcase");
  const session = await registerThroughApi(request, {
    fullName: "Tara Bhatt",
    email,
    password: "Showcase-Pass-2026",
    role: "FREELANCER",
  });
  await verifyEmailThroughApi(request, session, email);
  const response = await request.put("/api/user/profile/freelancer", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      headline: "Brand and packaging designer",
      skills: ["Branding", "Packaging"],
      hourlyRate: 110_000,
      experienceLevel: "EXPERT",
      location: "Jaipur, India",
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  // The onboarded user as the API now answers it, so the app's guards let the pages open.
  return { ...session, user: ((await response.json()) as { data: Session["user"] }).data };
}

const picture = (name: string, size: number) => ({ ...pngLogo(size), name });
const editor = (page: Page) => page.getByRole("form", { name: "Edit background" });

test("a freelancer adds a portfolio item with two described images and opens one from the gallery", async ({
  browser,
  baseURL,
  request,
}) => {
  // Five pages with pictures and axe: minutes on a busy machine.
  test.setTimeout(420_000);
  const freelancer = await onboardedFreelancer(request);
  const page = await pageFor(browser, baseURL, "desktop", "light", freelancer);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit background" }).click();
  await editor(page).getByRole("button", { name: "Add portfolio item" }).click();
  await editor(page).getByLabel("Title").first().fill("Masala tea labels");
  await editor(page)
    .getByLabel("Add images")
    .setInputFiles([picture("front.png", 320), picture("side.png", 240)]);
  await expect(editor(page).getByLabel("Alt text of image 2")).toBeVisible();
  // The previews are decorative (alt=""): the alt text fields beside them describe the images.
  await expect(editor(page).locator("img")).toHaveCount(2);

  // Saving without describing the images shows the field error on each.
  await editor(page).getByRole("button", { name: "Save background" }).click();
  await expect(editor(page).getByText("Describe the image for people who cannot see it.")).toHaveCount(2);
  await pictureWithAxe(page, "showcase-editor-desktop-light");

  await editor(page).getByLabel("Alt text of image 1").fill("The front label: a cup of tea in amber");
  await editor(page).getByLabel("Alt text of image 2").fill("The side label with the spice list");
  await editor(page).getByRole("button", { name: "Save background" }).click();
  await expect(page.getByText("Background saved")).toBeVisible();

  const gallery = page.getByRole("region", { name: "Masala tea labels images" });
  await expect(gallery.getByRole("img")).toHaveCount(2);
  await gallery.getByRole("button", { name: /Open image 2 of Masala tea labels/ }).click();
  const dialog = page.getByRole("dialog", { name: "Masala tea labels" });
  await expect(dialog.getByRole("img", { name: "The side label with the spice list" })).toBeVisible();
  await expect(dialog.locator("figcaption")).toHaveText("The side label with the spice list");
  await pictureWithAxe(page, "showcase-dialog-desktop-light", false);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.context().close();

  for (const device of DEVICE_NAMES) {
    const scene = await pageFor(browser, baseURL, device, "light", freelancer);
    await scene.goto("/profile");
    const shown = scene.getByRole("region", { name: "Masala tea labels images" });
    await expect(shown.getByRole("img")).toHaveCount(2);
    await shown.scrollIntoViewIfNeeded();
    await picturesInBothThemes(scene, `showcase-gallery-${device}`);
    await scene.context().close();
  }
});
