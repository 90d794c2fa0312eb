import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import type { Session } from "./helpers/auth";
import { DEVICES, type Device, pictureWithAxe } from "./helpers/device-pages";
import { pngLogo } from "./helpers/files";
import {
  completeThroughApi,
  depositThroughApi,
  hireThroughApi,
  onboardedCompany,
  reviewThroughApi,
} from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";
import type { Theme } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// The public pages (decision 0096): someone who got a freelancer's link opens it signed out,
// reads the reviews and the showcase, clicks Hire, signs in as a company and lands on the
// freelancer's in-app profile; the page reads the same with JavaScript off.

const COMPANY_PASSWORD = "Company-Pass-123";
const SCENES: Array<[Device, Theme]> = [
  ["desktop", "light"],
  ["desktop", "dark"],
  ["phone", "light"],
  ["phone", "dark"],
];
const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** A showcase item with one image: the freelancer's uploaded picture, described. */
async function addShowcaseImage(request: APIRequestContext, freelancer: Session): Promise<void> {
  const uploaded = await request.post("/api/users/me/showcase-images", {
    headers: auth(freelancer),
    multipart: { file: pngLogo(320) },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const image = ((await uploaded.json()) as { data: { path: string; width: number; height: number } }).data;
  const saved = await request.put("/api/user/profile/freelancer", {
    headers: auth(freelancer),
    data: {
      headline: "Designer who ships on time",
      skills: ["Figma", "UI design"],
      hourlyRate: 120_000,
      experienceLevel: "INTERMEDIATE",
      location: "Kochi, India",
      showcase: {
        portfolios: [
          {
            title: "Tea range packaging",
            description: "Boxes and labels for six teas.",
            images: [{ ...image, alt: "Six tea boxes in amber and green" }],
          },
        ],
        certifications: [],
        projects: [],
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

async function choosePublicHandle(request: APIRequestContext, session: Session, handle: string): Promise<void> {
  const response = await request.put("/api/users/me/public-page", {
    headers: auth(session),
    data: { handle, visibility: "PUBLIC" },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** A signed-out visitor's page: no session, the system's colour scheme as `theme`. */
async function visitorPage(
  browser: Browser,
  baseURL: string | undefined,
  device: Device,
  theme: Theme,
  javaScriptEnabled = true,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...DEVICES[device], colorScheme: theme, javaScriptEnabled });
  return context.newPage();
}

test("a signed-out visitor reads a freelancer's public page, clicks Hire and signs in as a company to the in-app profile", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const company = await onboardedCompany(request, "public-pages");
  const freelancer = await onboardedFreelancer(request, "public-pages");
  await depositThroughApi(request, company, 10_000_000);
  const title = `Packaging for our tea range (${uniqueWord("Public")})`;
  const { projectId } = await hireThroughApi(request, company, freelancer, { title, amount: 3_000_000 });
  await completeThroughApi(request, company, freelancer, projectId);
  await reviewThroughApi(request, company, projectId, { rating: 5, comment: "Lovely boxes, two days early." });
  await reviewThroughApi(request, freelancer, projectId, { rating: 4, comment: "Clear brief, paid on the day." });
  await addShowcaseImage(request, freelancer);
  const handle = `designer-${Date.now().toString(36)}`;
  await choosePublicHandle(request, freelancer, handle);

  for (const [device, theme] of SCENES) {
    const page = await visitorPage(browser, baseURL, device, theme);
    await page.goto(`/u/${handle}`);
    await expect(page.getByRole("heading", { level: 1, name: freelancer.fullName })).toBeVisible();
    await expect(page).toHaveTitle(`${freelancer.fullName} — Designer who ships on time | Crewlance`);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews).toContainText("Lovely boxes, two days early.");
    await expect(reviews).toContainText(title);
    const portfolio = page.getByRole("region", { name: "Portfolio" });
    await expect(portfolio.getByRole("img", { name: "Six tea boxes in amber and green" })).toBeVisible();
    await pictureWithAxe(page, `public-profile-${device}-${theme}`);
    await page.context().close();
  }

  const page = await visitorPage(browser, baseURL, "desktop", "light");
  await page.goto(`/u/${handle}`);
  await page.getByRole("link", { name: "Hire" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await page.getByLabel("Email", { exact: true }).fill(company.user.email);
  await page.getByLabel("Password", { exact: true }).fill(COMPANY_PASSWORD);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancers/${freelancer.user.id}$`));
  await expect(page.getByRole("heading", { name: freelancer.fullName }).first()).toBeVisible();
  await page.context().close();

  // Nothing on the page needs a script: with JavaScript off it reads the same.
  const noScript = await visitorPage(browser, baseURL, "phone", "light", false);
  await noScript.goto(`/u/${handle}`);
  await expect(noScript.getByRole("heading", { level: 1, name: freelancer.fullName })).toBeVisible();
  await expect(noScript.getByRole("region", { name: "Reviews" })).toContainText("Lovely boxes, two days early.");
  await expect(noScript.getByRole("img", { name: "Six tea boxes in amber and green" })).toBeVisible();
  await expect(noScript.getByRole("link", { name: "Hire" })).toHaveAttribute(
    "href",
    `/auth/login?next=${encodeURIComponent(`/freelancers/${freelancer.user.id}`)}`,
  );
  await noScript.context().close();
});
