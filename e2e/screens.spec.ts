import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { loginThroughApi, registerThroughApi, type Session, storeSession, verifyEmailThroughApi } from "./helpers/auth";
import { signInAtProviderAs } from "./helpers/oauth-providers";
import { verificationCode } from "./helpers/outbox";
import { disputedDeliveryScene, projectScene } from "./helpers/projects";
import { checkScreenInBothThemes, openSettled, seriousViolations } from "./helpers/screens";
import { marketplaceScene, sameDevice, uniqueWord } from "./helpers/tasks";
import { chooseTheme, inBothThemes } from "./helpers/theme";

/*
 * Every screen of the app, in the role where it differs, on a desktop and on a phone (the two
 * projects), each visit looked at light and dark (the app follows the emulated system theme, so
 * the screen re-colours in place; decision 0101). Each look saves a picture to e2e/screenshots/
 * (gitignored) for a person to look at and runs axe, which must find no serious or critical
 * violation. Screens that only exist after an action (a dialog, field errors, a wrong code) are
 * opened the way a person opens them.
 */

/** A second person in the same test, on the same device, in a browser context of their own. */
async function secondPage(browser: Browser, baseURL: string | undefined, session: Session): Promise<Page> {
  // A page of its own: a stored session is written once per page.
  const page = await (await browser.newContext(sameDevice(baseURL))).newPage();
  await chooseTheme(page, "light");
  await storeSession(page, session);
  return page;
}

async function firstTeamOf(request: APIRequestContext, session: Session): Promise<string> {
  const mine = await request.get("/api/teams/mine", { headers: { Authorization: `Bearer ${session.accessToken}` } });
  return ((await mine.json()) as { data: { items: Array<{ id: string }> } }).data.items[0]!.id;
}

test.describe("screens", () => {
  // Each test makes its own scene or only reads: both workers share the file's ~6 minutes per
  // device instead of one worker running it alone at the end of the suite.
  test.describe.configure({ mode: "parallel" });

  test.beforeEach(async ({ page }) => {
    // Each test pictures its screens twice, light and dark: the longest took 1.8 minutes for one
    // theme in a CI run beside the other lanes. A cap against a hang, not a speed check.
    test.setTimeout(300_000);
    await chooseTheme(page, "light");
  });

  test("signed out: sign-in, sign-up, password reset, phone sign-in, a social callback error", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("button", { name: /^sign in$/i })).toBeVisible();
    await checkScreenInBothThemes(page, "login");

    await openSettled(page, "/auth/signup", /create|sign up/i);
    await expect(page.getByRole("button", { name: /create account|sign up/i })).toBeVisible();
    await checkScreenInBothThemes(page, "signup");

    await page.goto("/forget-password");
    await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await checkScreenInBothThemes(page, "forgot-password");

    await openSettled(page, "/reset-password?token=example-token", "Reset Password");
    await expect(page.getByLabel("New Password")).toBeVisible();
    await checkScreenInBothThemes(page, "reset-password");

    await page.goto("/reset-password");
    await expect(page.getByText("Invalid or missing reset token")).toBeVisible();
    await checkScreenInBothThemes(page, "reset-password-no-token");

    await openSettled(page, "/test-email-api", "Test email outbox");
    await checkScreenInBothThemes(page, "test-email-api");

    await page.goto("/auth/login?method=phone");
    await expect(page.getByRole("heading", { name: "Sign in with phone" })).toBeVisible();
    await checkScreenInBothThemes(page, "phone-sign-in");
    // No account uses this number, so nothing is texted; the code step shows all the same.
    await page.getByLabel("Phone number").fill(`+9198${String(Date.now()).slice(-8)}`);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByLabel("Verification code")).toBeVisible();
    await checkScreenInBothThemes(page, "phone-sign-in-code");

    await page.goto("/auth/callback/google?code=forged&state=forged");
    await expect(page.getByRole("heading", { name: "We couldn't sign you in" })).toBeVisible();
    await checkScreenInBothThemes(page, "social-callback-error");
  });

  test("an error toast, held open by the pointer", async ({ page }) => {
    // Without motion the toast stands still from its first frame, so the pointer can land on it
    // at once instead of waiting out the slide-in (sonner honours prefers-reduced-motion).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/auth/login");
    const toast = page.locator("[data-sonner-toast][data-type=error]");
    // sonner pauses its 1000 ms timer while hovered. On a busy machine the toast can be gone
    // before the pointer arrives; then the pointer steps away, that toast ends, and the wrong
    // password goes in again for a fresh one. Still there well past 1000 ms = held open.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await expect(toast).toHaveCount(0, { timeout: 5_000 });
      await page.getByLabel("Email", { exact: true }).fill(DEMO.company);
      await page.getByLabel("Password", { exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: /^sign in$/i }).click();
      await toast.hover({ timeout: 2_000 });
      await page.waitForTimeout(1_500);
      await expect(toast).toHaveAttribute("data-removed", "false", { timeout: 100 });
    }).toPass({ timeout: 45_000 });
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await expect(toast).toHaveCSS("opacity", "1");
    await inBothThemes(page, async (theme) => {
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      expect(await seriousViolations(page), theme).toEqual([]);
    });
  });

  test("email verification, then a wrong code under the boxes", async ({ page, request }) => {
    const email = uniqueEmail(`screen-verify`);
    const session = await registerThroughApi(request, {
      fullName: "Screenshot Person",
      email,
      password: "Screenshot-Pass-1",
      role: "FREELANCER",
    });
    await storeSession(page, session);
    await page.goto("/email-verification");
    await expect(page.getByLabel(/digit 1 of 6/i)).toBeVisible();
    await checkScreenInBothThemes(page, "email-verification");
    const code = await verificationCode(request, email);
    await page.getByLabel(/digit 1 of 6/i).click();
    await page.keyboard.type([...code].map((digit) => String((Number(digit) + 1) % 10)).join(""));
    await expect(page.locator("#code-error")).toHaveText("That code is not correct. 4 tries left.");
    // The sentence under the boxes is what stays; the toast that repeats it for a second is not pictured.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await checkScreenInBothThemes(page, "email-verification-wrong-code");
  });

  test("onboarding: a freelancer's and a company's first step, and the role choice after a provider sign-up", async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    for (const [index, role] of (["FREELANCER", "COMPANY"] as const).entries()) {
      const email = uniqueEmail(`screen-onboarding-${role.toLowerCase()}`);
      const session = await registerThroughApi(request, {
        fullName: "Onboarding Person",
        email,
        password: "Onboard-Pass-123",
        role,
      });
      const user = await verifyEmailThroughApi(request, session, email);
      const person = index === 0 ? page : await secondPage(browser, baseURL, { ...session, user });
      if (index === 0) await storeSession(page, { ...session, user });
      await openSettled(person, "/onboarding");
      await expect(person).toHaveURL(/\/onboarding$/);
      await checkScreenInBothThemes(person, `onboarding-${role.toLowerCase()}`);
      if (person !== page) await person.context().close();
    }

    const email = uniqueEmail(`screen-social`);
    await signInAtProviderAs("linkedin", { sub: `shot-${email}`, email, emailVerified: true, name: "Kavya Nair" });
    const newcomer = await (await browser.newContext(sameDevice(baseURL))).newPage();
    await chooseTheme(newcomer, "light");
    await newcomer.goto("/auth/login");
    await newcomer.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await expect(newcomer.getByRole("heading", { name: "How will you use Crewlance?" })).toBeVisible();
    await checkScreenInBothThemes(newcomer, "onboarding-role-choice");
    await newcomer.context().close();
  });

  test("a freelancer: dashboard, profile, notifications, the directory and a public profile", async ({
    page,
    request,
  }) => {
    // Six screens, each photographed and checked with axe, the profile waiting for its reviews.
    const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
    await storeSession(page, session);
    await openSettled(page, "/dashboard");
    await checkScreenInBothThemes(page, "dashboard");
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Sign-in methods" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Phone number" })).toBeVisible();
    await checkScreenInBothThemes(page, "profile");
    await openSettled(page, "/notifications", "Notifications");
    await checkScreenInBothThemes(page, "notifications");
    await openSettled(page, "/freelancers");
    await expect(page.getByRole("link", { name: /INR/ }).first()).toBeVisible();
    await checkScreenInBothThemes(page, "freelancers");
    await openSettled(page, `/freelancers/${session.user.id}`);
    await expect(page.getByRole("region", { name: "Reviews" }).getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "freelancer-profile");
    await openSettled(page, "/no-such-page", "Not found");
    await checkScreenInBothThemes(page, "not-found");
  });

  test("a freelancer: wallet, chat, a team's chat, collaborations and the help center", async ({ page, request }) => {
    // Five screens, each photographed and checked with axe: ~24 s alone, past 60 s beside CI's other lanes.
    const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
    const teamId = await firstTeamOf(request, session);
    await storeSession(page, session);
    await page.goto("/wallet");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkScreenInBothThemes(page, "wallet");
    for (const [path, name] of [
      ["/chat", "chat"],
      [`/team/${teamId}/chat`, "team-chat"],
      ["/collaboration", "collaborations"],
      ["/help", "help"],
    ] as const) {
      await openSettled(page, path);
      await checkScreenInBothThemes(page, name);
    }
  });

  test("teams: my teams, a team with every tab, its portfolio, create with errors", async ({ page, request }) => {
    // Seven screens with axe: ~33 s alone, past 60 s beside CI's other lanes.
    const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
    const teamId = await firstTeamOf(request, session);
    await storeSession(page, session);
    await page.goto("/team");
    await expect(page.getByRole("heading", { name: "My teams" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "teams");
    for (const [tab, name, region] of [
      ["", "team-detail", null],
      ["?tab=members", "team-members", "Members"],
      ["?tab=requests", "team-requests", "Invite and requests"],
      ["?tab=settings", "team-settings", null],
    ] as const) {
      await page.goto(`/team/${teamId}${tab}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      if (region) await expect(page.getByRole("region", { name: region })).toBeVisible();
      await checkScreenInBothThemes(page, name);
    }
    await page.goto(`/team/${teamId}/portfolio`);
    await expect(page.getByRole("heading", { name: "Team Portfolio" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Portfolio" })).toBeVisible();
    await checkScreenInBothThemes(page, "team-portfolio");
    await page.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkScreenInBothThemes(page, "team-portfolio-add", { picture: "viewport" });
    await page.goto("/team/create");
    await page.getByRole("button", { name: "Create team" }).click();
    await expect(page.getByText("Team name must be at least 2 characters.")).toBeVisible();
    await checkScreenInBothThemes(page, "team-create-errors");
  });

  test("a company: dashboard, profile, the directory, and the screens meant for freelancers", async ({
    page,
    request,
  }) => {
    // Six screens, each photographed and checked with axe, the profile waiting for its reviews.
    const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
    await storeSession(page, company);
    await openSettled(page, "/dashboard");
    await checkScreenInBothThemes(page, "company-dashboard");
    await openSettled(page, "/profile");
    await expect(page.getByRole("region", { name: "Reviews" }).getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "company-profile");
    await openSettled(page, "/freelancers");
    await expect(page.getByRole("link", { name: /INR/ }).first()).toBeVisible();
    await checkScreenInBothThemes(page, "company-freelancers");
    await page.goto("/my-applications");
    await expect(page.getByRole("heading", { name: "My Applications is for freelancers" })).toBeVisible();
    await checkScreenInBothThemes(page, "company-my-applications");
    await page.goto(`/freelancers/${company.user.id}`);
    await expect(page.getByRole("heading", { name: "Freelancer not found" })).toBeVisible();
    await checkScreenInBothThemes(page, "freelancer-not-found");
    await page.goto("/freelancers?minRate=2000&maxRate=500");
    await expect(page.getByRole("heading", { name: "Check the rate filter" })).toBeVisible();
    await expect(page.getByText("The maximum rate must be at least the minimum rate.")).toBeVisible();
    await checkScreenInBothThemes(page, "freelancers-invalid-rate");
  });

  test("the wallet of a company, with its dialogs", async ({ page, request }) => {
    await storeSession(page, await loginThroughApi(request, DEMO.company, DEMO_PASSWORD));
    await page.goto("/wallet");
    await expect(page.getByRole("region", { name: "Balances" }).getByTitle(/^₹/).first()).toBeVisible();
    await checkScreenInBothThemes(page, "company-wallet");
    await page.getByRole("button", { name: "Add funds" }).click();
    await page.getByRole("dialog", { name: "Add funds" }).getByLabel("Amount (INR)").fill("5000");
    await page.getByRole("button", { name: "Review" }).click();
    await expect(page.getByText("Fee for adding funds")).toBeVisible();
    await checkScreenInBothThemes(page, "company-wallet-add-funds");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Withdraw" }).click();
    await page.getByRole("radio", { name: /A new bank account/ }).check();
    await page.getByRole("button", { name: "Request withdrawal" }).click();
    await expect(page.getByText("Enter the account holder's name.")).toBeVisible();
    await checkScreenInBothThemes(page, "company-wallet-withdraw");
  });

  test("the admin: dashboard and platform money", async ({ page, request }) => {
    await storeSession(page, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
    await openSettled(page, "/dashboard", "Admin dashboard");
    await expect(page.getByRole("region", { name: "Platform numbers" }).getByText(/^\d+$/).first()).toBeVisible();
    await checkScreenInBothThemes(page, "admin-dashboard");
    await page.goto("/wallet");
    await expect(page.getByRole("heading", { name: "Platform money" })).toBeVisible();
    await checkScreenInBothThemes(page, "admin-wallet");
  });

  test("marketplace: tasks, a proposal, my applications and a project, as a freelancer and as the company", async ({
    baseURL,
    browser,
    page,
    request,
  }) => {
    const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
    const freelancer = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
    const scene = await marketplaceScene(request, company, freelancer);

    await storeSession(page, freelancer);
    await page.goto("/tasks");
    await expect(page.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "tasks-browse");
    await page.goto("/tasks?category=TRANSLATION&minBudget=90000000&posted=1");
    await expect(page.getByRole("heading", { name: "No tasks match" })).toBeVisible();
    await checkScreenInBothThemes(page, "tasks-no-match");
    await page.goto(`/tasks/${scene.openTaskId}`);
    await expect(page.getByRole("region", { name: "Your proposal" })).toBeVisible();
    await checkScreenInBothThemes(page, "task-detail-applied");
    await page.goto("/my-applications");
    await expect(page.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "my-applications");
    await page.goto("/project-management");
    await expect(page.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "projects");
    await page.goto(`/project-management/${scene.projectId}`);
    await expect(page.getByRole("heading", { name: "Milestones" })).toBeVisible();
    await checkScreenInBothThemes(page, "project-detail");

    const companyPage = await secondPage(browser, baseURL, company);
    await companyPage.goto("/tasks");
    await expect(companyPage.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(companyPage, "company-tasks");
    await companyPage.goto("/post-task");
    await companyPage.getByRole("button", { name: "Publish" }).click();
    await expect(companyPage.getByText("Title must be at least 10 characters.")).toBeVisible();
    await checkScreenInBothThemes(companyPage, "post-task-errors");
    await companyPage.getByLabel("Title").fill("Illustrations for our onboarding screens");
    await companyPage.getByLabel("Minimum budget (INR)").fill("15000");
    await companyPage.getByLabel("Maximum budget (INR)").fill("25000");
    await companyPage.getByRole("button", { name: "Preview" }).click();
    await expect(companyPage.getByRole("region", { name: "Preview" })).toBeVisible();
    await checkScreenInBothThemes(companyPage, "post-task-preview");
    await companyPage.goto(`/tasks/${scene.openTaskId}`);
    const proposal = companyPage.getByRole("article", { name: /^Proposal from/ }).first();
    await expect(proposal).toBeVisible();
    await checkScreenInBothThemes(companyPage, "task-detail-owner");
    await proposal.getByRole("button", { name: "Decline" }).click();
    await expect(companyPage.getByRole("dialog")).toBeVisible();
    await checkScreenInBothThemes(companyPage, "decline-confirmation", { picture: "viewport" });
    await companyPage.keyboard.press("Escape");
    await expect(companyPage.getByRole("dialog")).toHaveCount(0);
    await proposal.getByRole("button", { name: "Accept" }).click();
    await expect(companyPage.getByRole("dialog")).toContainText("Accepting creates a project with");
    await checkScreenInBothThemes(companyPage, "accept-confirmation", { picture: "viewport" });
    await companyPage.context().close();
  });

  test("projects: the list, every tab of a project, the fund dialog and the admin's disputes queue", async ({
    baseURL,
    browser,
    page,
    request,
  }) => {
    const scene = await projectScene(request);
    await storeSession(page, scene.company);
    await page.goto("/project-management");
    await expect(page.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(page, "projects-list");
    for (const tab of ["overview", "board", "activity", "files", "reviews"] as const) {
      await page.goto(`/project-management/${scene.projectId}?tab=${tab}`);
      await expect(page.getByRole("tab", { name: new RegExp(`^${tab}$`, "i") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      if (tab === "overview") await expect(page.getByText(/^Auto-approves in/)).toBeVisible();
      await checkScreenInBothThemes(page, `project-${tab}`);
    }
    await page.goto(`/project-management/${scene.projectId}`);
    await page
      .getByRole("article", { name: /^Milestone 3:/ })
      .getByRole("button", { name: "Fund milestone" })
      .click();
    await expect(page.getByRole("dialog").getByText(/fee \+ ₹[\d,.]+ GST from your available balance$/)).toBeVisible();
    await checkScreenInBothThemes(page, "project-fund-dialog", { picture: "viewport" });

    const freelancerPage = await secondPage(browser, baseURL, scene.freelancer);
    await freelancerPage.goto("/project-management");
    await expect(freelancerPage.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(freelancerPage, "projects-list-freelancer");
    await freelancerPage.context().close();

    const admin = await secondPage(browser, baseURL, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
    await admin.goto("/dashboard");
    const queue = admin.getByRole("region", { name: /Disputes to resolve/ });
    await expect(queue.getByRole("article").first()).toBeVisible();
    await checkScreenInBothThemes(admin, "admin-disputes", { picture: queue });
    // Pressed with the keyboard: on a phone the fixed bottom navigation can sit over the button
    // at the end of the page, and this journey is about what the screen shows, not about pointing.
    await queue.getByRole("button", { name: "Resolve" }).first().press("Enter");
    await admin.getByRole("radio", { name: /Split/ }).check();
    await checkScreenInBothThemes(admin, "admin-dispute-resolve", { picture: "viewport" });
    await admin.context().close();
  });

  test("the admin's read-only view of a disputed project: overview, chat and files", async ({ page, request }) => {
    const title = `Mobile app icons (${uniqueWord("Readonly")})`;
    const { projectId } = await disputedDeliveryScene(request, {
      title,
      fileName: "icons-delivery.pdf",
      message: "The last four icons are still missing; please send them by Friday.",
    });
    await storeSession(page, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
    for (const tab of ["overview", "chat", "files"] as const) {
      await page.goto(`/project-management/${projectId}?tab=${tab}`);
      await expect(page.getByRole("region", { name: "Read-only admin view" })).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await checkScreenInBothThemes(page, `admin-dispute-view-${tab}`);
    }
  });
});
