import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Download, expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { registerThroughApi, type Session, verifyEmailThroughApi } from "./auth";

/**
 * A freelancer of their own, signed up, verified and onboarded through the API, so a money journey
 * starts from an empty wallet whatever the demo data holds.
 */
export async function onboardedFreelancer(
  request: APIRequestContext,
  label: string,
): Promise<Session & { fullName: string }> {
  const email = uniqueEmail(label);
  const fullName = `Wallet ${label.replace(/\W+/g, " ")} Person`;
  const session = await registerThroughApi(request, {
    fullName,
    email,
    password: "Wallet-Pass-123",
    role: "FREELANCER",
  });
  await verifyEmailThroughApi(request, session, email);
  const response = await request.put("/api/user/profile/freelancer", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      headline: "Designer who ships on time",
      skills: ["Figma", "UI design"],
      hourlyRate: 120_000,
      experienceLevel: "INTERMEDIATE",
      location: "Kochi, India",
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const user = ((await response.json()) as { data: Session["user"] }).data;
  expect(user.onboardingCompleted).toBe(true);
  return { ...session, user, fullName };
}

/** Clicks what starts a download and returns the saved file's bytes and its suggested name. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ bytes: Buffer; name: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { bytes: await readDownload(download), name: download.suggestedFilename() };
}

async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}
