import { randomUUID } from "node:crypto";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session, storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import { savePicture } from "./helpers/pictures";
import { depositThroughApi, hireThroughApi, milestoneAction, onboardedCompany, projectOf } from "./helpers/projects";
import { seriousViolations } from "./helpers/screens";
import { applyThroughApi, postTaskThroughApi, sameDevice, uniqueWord } from "./helpers/tasks";
import { chooseTheme, type Theme } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

/*
 * The dashboards (decision 0048): after real actions on the server — a task posted and
 * applied to, a hire, a milestone funded and approved, a withdrawal, a company verified — each role's
 * /dashboard shows the new figures. Every dashboard is photographed on a desktop and a phone, light
 * and dark, into e2e/screenshots/ (gitignored), and checked with axe in both themes.
 */

const OUT_DIR = path.join(import.meta.dirname, "screenshots");
const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** The tile whose label (the link covering it) is `label`. */
function tile(page: Page, region: string, label: string): Locator {
  return page
    .getByRole("region", { name: region })
    .locator("dl > div")
    .filter({ has: page.getByRole("link", { name: label, exact: true }) });
}

/** Waits until no widget shows a skeleton and the charts that have figures have drawn. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText("Loading", { exact: true })).toHaveCount(0);
  // Every chart box that has figures holds its bars (drawn with the data, decision 0060).
  const charts = page.locator("div.h-56.overflow-hidden[aria-hidden]");
  for (const chart of await charts.all()) await expect(chart.locator(".month-bars").first()).toBeVisible();
}

/** Desktop and phone, light and dark: four photos, and axe in both themes. */
async function photographAndCheck(page: Page, role: string): Promise<void> {
  for (const theme of ["light", "dark"] as Theme[]) {
    await chooseTheme(page, theme);
    for (const [device, size] of [
      ["desktop", DESKTOP.viewport],
      ["phone", PHONE.viewport],
    ] as const) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settled(page);
      await savePicture(page, {
        path: path.join(OUT_DIR, `dashboard-${role}-${device}-${theme}.png`),
        fullPage: true,
        scale: "css",
      });
    }
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP.viewport);
}

async function withdrawThroughApi(request: APIRequestContext, session: Session, paise: number): Promise<void> {
  const response = await request.post("/api/wallet/withdrawals", {
    headers: { ...auth(session), "Idempotency-Key": randomUUID() },
    data: { amount: paise, destination: { type: "UPI", vpa: `dash${Date.now().toString(36)}@okhdfc` } },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test("each role's dashboard shows the figures of what just happened", async ({ page, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const word = uniqueWord("Dash");
  const company = await onboardedCompany(request, "dashboards-company");
  const freelancer = await onboardedFreelancer(request, "dashboards-freelancer");
  const applicant = await onboardedFreelancer(request, "dashboards-applicant");
  await depositThroughApi(request, company, 10_000_000);
  const hired = await hireThroughApi(request, company, freelancer, { title: `Brand kit (${word})`, amount: 4_500_000 });
  const openTask = await postTaskThroughApi(request, company, {
    title: `Landing page in Figma (${word})`,
    // Exactly the freelancer's skills: a full match, and the newest, ranks first whatever else is open.
    skills: ["Figma", "UI design"],
    category: "DESIGN",
  });
  await applyThroughApi(request, applicant, openTask.id);
  const milestoneId = (await projectOf(request, company, hired.projectId)).milestones[0]!.id;
  await milestoneAction(request, company, milestoneId, "fund");

  // The company: one open task with one proposal to review, the hire active, its milestone in escrow.
  await storeSession(page, company);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /, Priya$/ })).toBeVisible();
  await expect(tile(page, "Your numbers", "Open tasks").locator("dd")).toContainText("1");
  await expect(tile(page, "Your numbers", "Proposals to review").locator("dd")).toContainText("1");
  await expect(tile(page, "Your numbers", "Active projects").locator("dd")).toContainText("1");
  await expect(tile(page, "Your numbers", "Escrow held").locator("dd")).toContainText("47.3K INR");
  await expect(
    page.getByRole("link", { name: new RegExp(`Landing page in Figma \\(${word}\\).*1 to review`) }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /New application/ }).first()).toBeVisible();

  // The freelancer delivers and the company approves: escrow pays out, the month's spend shows it.
  await milestoneAction(request, freelancer, milestoneId, "submit", { note: "The brand kit, as agreed." });
  await milestoneAction(request, company, milestoneId, "approve");
  await page.reload();
  await expect(tile(page, "Your numbers", "Escrow held").locator("dd")).toContainText("0 INR");
  await expect(tile(page, "Your numbers", "Active projects").locator("dd")).toContainText("0");
  const spending = page.getByRole("region", { name: "Spending per month" });
  // The short amount is shown, the exact one is read out: the line holds both.
  await expect(spending.getByText(/paid out in the last 12 months$/)).toContainText("47.3K INR");
  const thisMonth = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(),
  );
  await spending.getByRole("button", { name: "Show table" }).click();
  await expect(spending.getByRole("row", { name: new RegExp(thisMonth) })).toContainText("₹47,250.00");
  await spending.getByRole("button", { name: "Show chart" }).click();
  await photographAndCheck(page, "company");

  // The freelancer: hired once, paid this month, and the open task that asks for Figma recommended.
  const freelancerContext = await browser.newContext(sameDevice(baseURL));
  const freelancerPage = await freelancerContext.newPage();
  await storeSession(freelancerPage, freelancer);
  await freelancerPage.goto("/dashboard");
  await expect(tile(freelancerPage, "Your numbers", "Earned this month").locator("dd")).toContainText("42.8K INR");
  await expect(tile(freelancerPage, "Your numbers", "Hired").locator("dd")).toContainText("1");
  await expect(freelancerPage.getByRole("link", { name: /Accepted\s*1/ })).toHaveAttribute(
    "href",
    "/my-applications?status=ACCEPTED",
  );
  const recommended = freelancerPage.getByRole("link", { name: new RegExp(`Landing page in Figma \\(${word}\\)`) });
  await expect(recommended).toContainText("2 of 2 skills");
  await expect(freelancerPage.getByRole("button", { name: /Milestone approved/ }).first()).toBeVisible();
  await photographAndCheck(freelancerPage, "freelancer");

  // The freelancer asks for 1,000 INR of it; the admin verifies the new company through the
  // dashboard's users panel, and the figures that follow are the server's fresh ones.
  await withdrawThroughApi(request, freelancer, 100_000);
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const adminContext = await browser.newContext(sameDevice(baseURL));
  const adminPage = await adminContext.newPage();
  await storeSession(adminPage, admin);
  await adminPage.goto("/dashboard");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  const users = adminPage.getByRole("list", { name: "Users" });
  await expect(users.getByRole("listitem").first()).toBeVisible();
  await adminPage.getByLabel("Search users").fill(company.user.email);
  await expect(users.getByRole("listitem")).toHaveCount(1);
  await users.getByRole("button", { name: `Verify company ${company.companyName}` }).click();
  const verify = adminPage.getByRole("dialog", { name: `Verify ${company.companyName}?` });
  await verify.getByRole("button", { name: "Verify company", exact: true }).click();
  await expect(verify).toBeHidden();

  const fresh = (await (await request.get("/api/dashboard", { headers: auth(admin) })).json()).data;
  expect(fresh.pendingWithdrawals.count).toBeGreaterThanOrEqual(1);
  await expect(tile(adminPage, "Platform numbers", "Pending withdrawals").locator("dd")).toContainText(
    String(fresh.pendingWithdrawals.count),
  );
  await expect(tile(adminPage, "Platform numbers", "Companies to verify").locator("dd")).toContainText(
    String(fresh.users.companiesAwaitingVerification),
  );
  await expect(
    adminPage.getByRole("link", { name: new RegExp(`${freelancer.fullName} asked for a withdrawal`) }),
  ).toContainText("1.0K INR");
  const funded = adminPage.getByRole("region", { name: "Money funded per month" });
  await funded.getByRole("button", { name: "Show table" }).click();
  await expect(funded.getByRole("row", { name: new RegExp(thisMonth) })).not.toContainText("₹0.00");
  await funded.getByRole("button", { name: "Show chart" }).click();
  await photographAndCheck(adminPage, "admin");

  await freelancerContext.close();
  await adminContext.close();
});
