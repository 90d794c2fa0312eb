import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { loginThroughApi, registerThroughApi, storeSession, verifyEmailThroughApi } from "./helpers/auth";
import { signInAtProviderAs } from "./helpers/oauth-providers";
import { verificationCode } from "./helpers/outbox";
import { projectScene } from "./helpers/projects";
import { marketplaceScene, sameDevice } from "./helpers/tasks";
import { chooseTheme, type Theme } from "./helpers/theme";

// Screenshots of every main screen, desktop and phone (the two projects), light and dark,
// saved to e2e/screenshots/ (gitignored) for a person to look at.
const OUT_DIR = path.join(import.meta.dirname, "screenshots");
mkdirSync(OUT_DIR, { recursive: true });

async function shoot(page: Page, name: string, theme: Theme): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // The loading fallback must be gone and the theme applied before the picture is taken.
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(OUT_DIR, `${project}-${theme}-${name}.png`), fullPage: true });
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`screenshots (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await chooseTheme(page, theme);
    });

    test("public screens", async ({ page }) => {
      await page.goto("/auth/login");
      await expect(page.getByRole("button", { name: /^sign in$/i })).toBeVisible();
      await shoot(page, "login", theme);

      await page.goto("/auth/signup");
      await expect(page.getByRole("button", { name: /create account|sign up/i })).toBeVisible();
      await shoot(page, "signup", theme);

      await page.goto("/forget-password");
      await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
      await shoot(page, "forgot-password", theme);

      await page.goto("/reset-password?token=example-token");
      await expect(page.getByLabel("New Password")).toBeVisible();
      await shoot(page, "reset-password", theme);

      await page.goto("/reset-password");
      await expect(page.getByText("Invalid or missing reset token")).toBeVisible();
      await shoot(page, "reset-password-no-token", theme);
    });

    test("email verification", async ({ page, request }) => {
      const email = uniqueEmail(`shot-verify-${theme}`);
      const session = await registerThroughApi(request, {
        fullName: "Screenshot Person",
        email,
        password: "Screenshot-Pass-1",
        role: "FREELANCER",
      });
      await storeSession(page, session);
      await page.goto("/email-verification");
      await expect(page.getByLabel(/digit 1 of 6/i)).toBeVisible();
      await shoot(page, "email-verification", theme);
      const code = await verificationCode(request, email);
      await page.getByLabel(/digit 1 of 6/i).click();
      await page.keyboard.type([...code].map((digit) => String((Number(digit) + 1) % 10)).join(""));
      await expect(page.locator("#code-error")).toBeVisible();
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await shoot(page, "email-verification-wrong-code", theme);
    });

    for (const role of ["FREELANCER", "COMPANY"] as const) {
      test(`onboarding (${role.toLowerCase()})`, async ({ page, request }) => {
        const email = uniqueEmail(`shot-onboard-${role.toLowerCase()}-${theme}`);
        const session = await registerThroughApi(request, {
          fullName: "Screenshot Person",
          email,
          password: "Screenshot-Pass-1",
          role,
        });
        const user = await verifyEmailThroughApi(request, session, email);
        await storeSession(page, { ...session, user });
        await page.goto("/onboarding");
        await expect(page).toHaveURL(/\/onboarding$/);
        await expect(page.getByRole("heading").first()).toBeVisible();
        await shoot(page, `onboarding-${role.toLowerCase()}`, theme);
      });
    }

    test("phone sign-in and the social callback", async ({ page }) => {
      await page.goto("/auth/login?method=phone");
      await expect(page.getByRole("heading", { name: "Sign in with phone" })).toBeVisible();
      await shoot(page, "phone-sign-in", theme);
      // No account uses this number, so nothing is texted; the code step shows all the same.
      await page.getByLabel("Phone number").fill(`+9198${String(Date.now()).slice(-8)}`);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByLabel("Verification code")).toBeVisible();
      await shoot(page, "phone-sign-in-code", theme);

      await page.goto("/auth/callback/google?code=forged&state=forged");
      await expect(page.getByRole("heading", { name: "We couldn't sign you in" })).toBeVisible();
      await shoot(page, "social-callback-error", theme);
    });

    test("onboarding role choice after a provider sign-up", async ({ page }) => {
      const email = uniqueEmail(`shot-social-${theme}`);
      await signInAtProviderAs("linkedin", { sub: `shot-${email}`, email, emailVerified: true, name: "Kavya Nair" });
      await page.goto("/auth/login");
      await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
      await expect(page.getByRole("heading", { name: "How will you use Crewlance?" })).toBeVisible();
      await shoot(page, "onboarding-role-choice", theme);
    });

    test("teams: my teams, a team, its portfolio, create", async ({ page, request }) => {
      const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
      const mine = await request.get("/api/teams/mine", {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
      const teamId = ((await mine.json()) as { data: { items: Array<{ id: string }> } }).data.items[0]!.id;
      await storeSession(page, session);
      await page.goto("/team");
      await expect(page.getByRole("heading", { name: "My teams" })).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      await shoot(page, "teams", theme);
      await page.goto(`/team/${teamId}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "team-detail", theme);
      await page.goto(`/team/${teamId}?tab=members`);
      await expect(page.getByRole("region", { name: "Members" })).toBeVisible();
      await shoot(page, "team-members", theme);
      await page.goto(`/team/${teamId}?tab=requests`);
      await expect(page.getByRole("region", { name: "Invite and requests" })).toBeVisible();
      await shoot(page, "team-requests", theme);
      await page.goto(`/team/${teamId}/portfolio`);
      await expect(page.getByRole("heading", { name: "Team Portfolio" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Portfolio" })).toBeVisible();
      await shoot(page, "team-portfolio", theme);
      await page.goto("/team/create");
      await page.getByRole("button", { name: "Create team" }).click();
      await expect(page.getByText("Team name must be at least 2 characters.")).toBeVisible();
      await shoot(page, "team-create-errors", theme);
    });

    test("signed-in screens", async ({ page, request }) => {
      await storeSession(page, await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD));
      for (const [route, name] of [
        ["/dashboard", "dashboard"],
        ["/profile", "profile"],
        ["/notifications", "notifications"],
        ["/tasks", "tasks"],
        ["/wallet", "wallet"],
        ["/help", "help"],
        ["/no-such-page", "not-found"],
      ] as const) {
        await page.goto(route);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page.getByRole("heading").first()).toBeVisible();
        await shoot(page, name, theme);
      }
      await page.goto("/test-email-api");
      await expect(page.getByRole("heading").first()).toBeVisible();
      await shoot(page, "test-email-api", theme);
    });

    test("screens seen by a company", async ({ page, request }) => {
      const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
      await storeSession(page, company);
      await page.goto("/my-applications");
      await expect(page.getByRole("heading", { name: "My Applications is for freelancers" })).toBeVisible();
      await shoot(page, "company-my-applications", theme);
      await page.goto(`/freelancers/${company.user.id}`);
      await expect(page.getByRole("heading", { name: "Freelancer not found" })).toBeVisible();
      await shoot(page, "freelancer-not-found", theme);
      await page.goto("/freelancers?minRate=2000&maxRate=500");
      await expect(page.getByRole("heading", { name: "Check the rate filter" })).toBeVisible();
      await shoot(page, "freelancers-invalid-rate", theme);
    });

    test("the wallet of a company, with its dialogs", async ({ page, request }) => {
      await storeSession(page, await loginThroughApi(request, DEMO.company, DEMO_PASSWORD));
      await page.goto("/wallet");
      await expect(page.getByRole("region", { name: "Balances" }).getByTitle(/^₹/).first()).toBeVisible();
      await shoot(page, "company-wallet", theme);
      await page.getByRole("button", { name: "Add funds" }).click();
      await page.getByRole("dialog", { name: "Add funds" }).getByLabel("Amount (INR)").fill("5000");
      await page.getByRole("button", { name: "Review" }).click();
      await expect(page.getByText("Fee for adding funds")).toBeVisible();
      await shoot(page, "company-wallet-add-funds", theme);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Withdraw" }).click();
      await page.getByRole("radio", { name: /A new bank account/ }).check();
      await page.getByRole("button", { name: "Request withdrawal" }).click();
      await expect(page.getByText("Enter the account holder's name.")).toBeVisible();
      await shoot(page, "company-wallet-withdraw", theme);
    });

    test("marketplace screens (tasks, proposals, projects)", async ({ baseURL, browser, page, request }) => {
      const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
      const freelancer = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
      const scene = await marketplaceScene(request, company, freelancer);

      await storeSession(page, freelancer);
      await page.goto("/tasks");
      await expect(page.getByRole("article").first()).toBeVisible();
      await shoot(page, "tasks-browse", theme);
      await page.goto("/tasks?category=TRANSLATION&minBudget=90000000&posted=1");
      await expect(page.getByRole("heading", { name: "No tasks match" })).toBeVisible();
      await shoot(page, "tasks-no-match", theme);
      await page.goto(`/tasks/${scene.openTaskId}`);
      await expect(page.getByRole("region", { name: "Your proposal" })).toBeVisible();
      await shoot(page, "task-detail-applied", theme);
      await page.goto("/my-applications");
      await expect(page.getByRole("article").first()).toBeVisible();
      await shoot(page, "my-applications", theme);
      await page.goto("/project-management");
      await expect(page.getByRole("article").first()).toBeVisible();
      await shoot(page, "projects", theme);
      await page.goto(`/project-management/${scene.projectId}`);
      await expect(page.getByRole("heading", { name: "Milestones" })).toBeVisible();
      await shoot(page, "project-detail", theme);

      const companyPage = await (await browser.newContext(sameDevice(baseURL))).newPage();
      await chooseTheme(companyPage, theme);
      await storeSession(companyPage, company);
      await companyPage.goto("/tasks");
      await expect(companyPage.getByRole("article").first()).toBeVisible();
      await shoot(companyPage, "company-tasks", theme);
      await companyPage.goto("/post-task");
      await companyPage.getByRole("button", { name: "Publish" }).click();
      await expect(companyPage.getByText("Title must be at least 10 characters.")).toBeVisible();
      await shoot(companyPage, "post-task-errors", theme);
      await companyPage.getByLabel("Title").fill("Illustrations for our onboarding screens");
      await companyPage.getByLabel("Minimum budget (INR)").fill("15000");
      await companyPage.getByLabel("Maximum budget (INR)").fill("25000");
      await companyPage.getByRole("button", { name: "Preview" }).click();
      await expect(companyPage.getByRole("region", { name: "Preview" })).toBeVisible();
      await shoot(companyPage, "post-task-preview", theme);
      await companyPage.goto(`/tasks/${scene.openTaskId}`);
      const proposal = companyPage.getByRole("article", { name: /^Proposal from/ }).first();
      await expect(proposal).toBeVisible();
      await shoot(companyPage, "task-detail-owner", theme);
      await proposal.getByRole("button", { name: "Accept" }).click();
      await expect(companyPage.getByRole("dialog")).toContainText("Accepting creates a project with");
      await shoot(companyPage, "accept-confirmation", theme);
      await companyPage.context().close();
    });

    test("projects: the list, every tab of a project, a money dialog and the admin's disputes queue", async ({
      baseURL,
      browser,
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const scene = await projectScene(request);
      await storeSession(page, scene.company);
      await page.goto("/project-management");
      await expect(page.getByRole("article").first()).toBeVisible();
      await shoot(page, "projects-list", theme);
      await page.goto(`/project-management/${scene.projectId}`);
      await expect(page.getByRole("heading", { name: "Milestones" })).toBeVisible();
      await expect(page.getByText(/^Auto-approves in/)).toBeVisible();
      await shoot(page, "project-overview", theme);
      await page
        .getByRole("article", { name: /^Milestone 3:/ })
        .getByRole("button", { name: "Fund milestone" })
        .click();
      await expect(page.getByRole("dialog").getByText(/fee from your available balance$/)).toBeVisible();
      // A dialog is fixed to the viewport: a full-page picture would cut its overlay.
      await page.screenshot({
        path: path.join(OUT_DIR, `${test.info().project.name}-${theme}-project-fund-dialog.png`),
      });
      await page.keyboard.press("Escape");
      for (const tab of ["board", "activity", "files", "reviews"] as const) {
        await page.goto(`/project-management/${scene.projectId}?tab=${tab}`);
        await expect(page.getByRole("tab", { name: new RegExp(`^${tab}$`, "i") })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
        await shoot(page, `project-${tab}`, theme);
      }
      const freelancerPage = await (await browser.newContext(sameDevice(baseURL))).newPage();
      await chooseTheme(freelancerPage, theme);
      await storeSession(freelancerPage, scene.freelancer);
      await freelancerPage.goto("/project-management");
      await expect(freelancerPage.getByRole("article").first()).toBeVisible();
      await shoot(freelancerPage, "projects-list-freelancer", theme);
      await freelancerPage.context().close();

      // A page of its own: a stored session is written once per page.
      const admin = await (await browser.newContext(sameDevice(baseURL))).newPage();
      await chooseTheme(admin, theme);
      await storeSession(admin, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
      await admin.goto("/dashboard");
      const queue = admin.getByRole("region", { name: /Disputes to resolve/ });
      await expect(queue.getByRole("article").first()).toBeVisible();
      await queue.screenshot({ path: path.join(OUT_DIR, `${test.info().project.name}-${theme}-admin-disputes.png`) });
      await queue.getByRole("button", { name: "Resolve" }).first().click();
      await admin.getByRole("radio", { name: /Split/ }).check();
      await admin.screenshot({
        path: path.join(OUT_DIR, `${test.info().project.name}-${theme}-admin-dispute-resolve.png`),
      });
      await admin.context().close();
    });

    test("the admin dashboard", async ({ page, request }) => {
      await storeSession(page, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Platform numbers" }).getByText(/^\d+$/).first()).toBeVisible();
      await shoot(page, "admin-dashboard", theme);
      await page.goto("/wallet");
      await expect(page.getByRole("heading", { name: "Platform money" })).toBeVisible();
      await shoot(page, "admin-wallet", theme);
    });
  });
}
