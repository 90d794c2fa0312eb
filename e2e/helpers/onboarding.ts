import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { registerThroughApi, type Session, verifyEmailThroughApi } from "./auth";
import { pdfCertificate, pngLogo } from "./files";
import { textedCode } from "./outbox";

/** A freelancer made through the API with a known password, email verified and profile saved. */
export async function freelancerWithPassword(
  request: APIRequestContext,
  person: { label: string; fullName: string; password: string; headline: string; skills: string[]; location: string },
): Promise<Session & { email: string }> {
  const email = uniqueEmail(person.label);
  const session = await registerThroughApi(request, {
    fullName: person.fullName,
    email,
    password: person.password,
    role: "FREELANCER",
  });
  await verifyEmailThroughApi(request, session, email);
  const response = await request.put("/api/user/profile/freelancer", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      headline: person.headline,
      skills: person.skills,
      hourlyRate: 120_000,
      experienceLevel: "EXPERT",
      location: person.location,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { ...session, email, user: ((await response.json()) as { data: Session["user"] }).data };
}

/**
 * The freelancer wizard: About you → Experience → Showcase → Phone → Review → Finish setup.
 * With `phone`, the optional phone step verifies that number with the texted code; without, it is skipped.
 */
export async function completeFreelancerOnboarding(
  page: Page,
  options: { phone?: string; request?: APIRequestContext } = {},
): Promise<void> {
  await expect(page.getByRole("heading", { name: "Set up your freelancer profile" })).toBeVisible();

  await page.getByLabel("Headline").fill("Full-stack developer for fast React apps");
  const skills = page.getByLabel("Skills");
  for (const skill of ["React", "TypeScript", "Node.js"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  await page.getByLabel("Hourly rate (₹)").fill("1500");
  await page.getByLabel("Experience level").selectOption("INTERMEDIATE");
  await page.getByLabel("Location").fill("Pune, India");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("form", { name: "Experience" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("form", { name: "Showcase" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Add your phone (optional)" })).toBeVisible();
  if (options.phone && options.request) {
    await page.getByLabel("Phone number").fill(options.phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Verification code").fill(await textedCode(options.request, options.phone));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Phone verified")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
  } else {
    await page.getByRole("button", { name: "Skip for now" }).click();
  }

  const review = page.getByRole("form", { name: "Review" });
  await expect(review).toBeVisible();
  await expect(review).toContainText("React, TypeScript, Node.js");
  await expect(review).toContainText("1.5K INR per hour");
  if (options.phone) await expect(review).toContainText(`${options.phone} (verified)`);
  await finishSetup(page);
}

/** The company wizard: Company → Verification (certificate PDF and logo PNG) → Finish setup. */
export async function completeCompanyOnboarding(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();

  await page.getByLabel("Company name").fill("Journey Test Labs");
  await page.getByLabel("Industry").fill("Software");
  await page.getByLabel("Company size").selectOption("11-50");
  await page.getByLabel("Website (optional)").fill("journey-test.example.com");
  await page.getByLabel("Location").fill("Mumbai, India");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("form", { name: "Verification" })).toBeVisible();
  await page.getByLabel("About the company").fill("We build internal tools and hire React and Node.js freelancers.");
  await page.getByLabel("Registration number").fill("U72200MH2020PTC123456");
  const certificate = pdfCertificate();
  const logo = pngLogo();
  await page.getByLabel("Registration certificate").setInputFiles(certificate);
  await page.getByLabel("Logo (optional)").setInputFiles(logo);
  // Both files are picked: the pickers show their names.
  await expect(page.getByText(certificate.name)).toBeVisible();
  await expect(page.getByText(logo.name)).toBeVisible();
  await finishSetup(page);
}

/**
 * The wizards' last step. Done once the profile is saved and the app has left the wizard: a page
 * opened before that would cancel the save and send the person back to the wizard.
 */
async function finishSetup(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
