import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { type Session, storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import { savePicture } from "./helpers/pictures";
import { onboardedCompany } from "./helpers/projects";
import { seriousViolations, settleScreen } from "./helpers/screens";
import { daysFromNow, sameDevice, uniqueWord } from "./helpers/tasks";
import { chooseTheme, inBothThemes } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// Collaborations (decision 0047): a company's direct offer accepted into a project with
// every milestone, and a collaborator invited onto a project who then works on its board.

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** An offer through the API (for the scenes that are not about sending one). */
async function offerThroughApi(request: APIRequestContext, company: Session, freelancerId: string, title: string) {
  return dataOf<{ id: string }>(
    await request.post("/api/collaborations", {
      headers: auth(company),
      data: {
        kind: "OFFER",
        freelancerId,
        title,
        description: "Research, designs in Figma and a React build of the new booking flow.",
        milestones: [
          { title: "Research", amount: 1_000_000, dueDate: daysFromNow(7) },
          { title: "Design", amount: 1_500_000, dueDate: daysFromNow(14) },
          { title: "Build", amount: 2_000_000, dueDate: daysFromNow(28) },
        ],
        message: "We loved the travel app in your portfolio.",
      },
    }),
  );
}

async function pageAs(browser: Browser, baseURL: string | undefined, session: Session): Promise<Page> {
  const context = await browser.newContext(sameDevice(baseURL));
  const page = await context.newPage();
  await storeSession(page, session);
  return page;
}

test("a company sends an offer from a profile; the freelancer accepts; the project appears for both", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const company = await onboardedCompany(request, "collab-offer");
  const freelancer = await onboardedFreelancer(request, "collab-offer");
  const title = `Booking flow redesign (${uniqueWord("Offer")})`;

  // The company opens the freelancer's profile and sends the offer with two milestones.
  await storeSession(page, company);
  await page.goto(`/freelancers/${freelancer.user.id}`);
  await page.getByRole("button", { name: "Send offer" }).click();
  const dialog = page.getByRole("dialog", { name: `Send ${freelancer.fullName} an offer` });
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog.getByText("Title must be at least 3 characters.")).toBeVisible();
  await dialog.getByLabel("Project title").fill(title);
  await dialog.getByLabel("Description").fill("Research, designs in Figma and a React build of the new flow.");
  await dialog.getByLabel("Milestone 1 title").fill("Design");
  await dialog.getByLabel("Amount (INR)").fill("15000");
  await dialog.getByLabel("Due date").fill(daysFromNow(10));
  await dialog.getByRole("button", { name: "Add milestone" }).click();
  await dialog.getByLabel("Milestone 2 title").fill("Build");
  await dialog.getByLabel("Amount (INR)").nth(1).fill("30000");
  await dialog.getByLabel("Due date").nth(1).fill(daysFromNow(30));
  await expect(dialog.getByText("₹45,000")).toBeVisible();
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog).toBeHidden();

  // It waits in the company's Sent box, where it can be cancelled.
  await page.goto("/collaboration?box=sent");
  const sent = page.getByRole("article").filter({ hasText: title });
  await expect(sent.getByText("Pending")).toBeVisible();
  await expect(sent.getByRole("button", { name: "Cancel offer" })).toBeVisible();

  // The freelancer accepts it from Received, after being told what accepting does.
  const other = await pageAs(browser, baseURL, freelancer);
  await other.goto("/collaboration");
  const received = other.getByRole("article").filter({ hasText: title });
  await expect(received.getByText("2 milestones worth ₹45,000")).toBeVisible();
  await received.getByRole("button", { name: "Accept" }).click();
  const confirm = other.getByRole("dialog", { name: "Accept this offer?" });
  await expect(confirm).toContainText("Accepting creates a project with 2 milestones worth ₹45,000.");
  await confirm.getByRole("button", { name: "Accept and start the project" }).click();
  await expect(other).toHaveURL(/\/project-management\/[0-9a-f-]{36}$/);
  await expect(other.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(other.getByRole("article", { name: /^Milestone 2:/ })).toBeVisible();

  // The company finds the project in its list, and the offer accepted in Sent.
  await page.goto("/project-management");
  await expect(page.getByRole("article").filter({ hasText: title })).toContainText(freelancer.fullName);
  await page.goto("/collaboration?box=sent&status=ACCEPTED");
  await expect(
    page.getByRole("article").filter({ hasText: title }).getByText("Accepted", { exact: true }),
  ).toBeVisible();
  await other.context().close();
});

test("a project party invites a collaborator, who accepts and then works on the board", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const company = await onboardedCompany(request, "collab-invite");
  const freelancer = await onboardedFreelancer(request, "collab-invite");
  const word = uniqueWord("Helper").replace(/\W+/g, "");
  const helper = await onboardedFreelancer(request, word);
  const title = `Checkout rebuild (${uniqueWord("Invite")})`;
  const offer = await offerThroughApi(request, company, freelancer.user.id, title);
  const accepted = await dataOf<{ project: { id: string } }>(
    await request.post(`/api/collaborations/${offer.id}/accept`, { headers: auth(freelancer), data: {} }),
  );
  const projectId = accepted.project.id;

  // The company invites the helper from the project's page, found by name.
  await storeSession(page, company);
  await page.goto(`/project-management/${projectId}`);
  await page.getByRole("button", { name: "Invite a collaborator" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a collaborator" });
  await dialog.getByLabel("Find a freelancer").fill(word);
  await dialog.getByRole("button", { name: new RegExp(helper.fullName) }).click();
  await dialog.getByLabel("Message (optional)").fill("Could you test the new checkout with us?");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();

  // The helper cannot open the project yet; accepts the invitation; then sees it and its board.
  const other = await pageAs(browser, baseURL, helper);
  await other.goto("/collaboration");
  const card = other.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("Invitation to collaborate")).toBeVisible();
  await expect(card.getByText("Could you test the new checkout with us?")).toBeVisible();
  await card.getByRole("button", { name: "Accept" }).click();
  await other.getByRole("dialog", { name: "Accept this invitation?" }).getByRole("button", { name: "Accept" }).click();
  await expect(other).toHaveURL(new RegExp(`/project-management/${projectId}$`));
  await expect(other.getByText("Collaborator")).toBeVisible();
  await other.getByRole("tab", { name: "Board" }).click();
  await other.getByRole("button", { name: "Add a card to To do" }).click();
  const add = other.getByRole("dialog");
  await add.getByLabel("Title").fill("Test the checkout on a phone");
  await add.getByRole("button", { name: /Add card/ }).click();
  await expect(other.getByText("Test the checkout on a phone")).toBeVisible();

  // The company sees the collaborator on the project, and the card on the board.
  await page.reload();
  await expect(page.getByText(helper.fullName)).toBeVisible();
  await page.goto(`/project-management/${projectId}?tab=board`);
  await expect(page.getByText("Test the checkout on a phone")).toBeVisible();
  await other.context().close();
});

// ----- Screenshots (desktop and phone, light and dark) and axe on /collaboration -----

const OUT_DIR = path.join(import.meta.dirname, "screenshots");
mkdirSync(OUT_DIR, { recursive: true });

const DEVICES = { desktop: DESKTOP, mobile: PHONE } as const;

for (const [device, options] of Object.entries(DEVICES)) {
  test(`collaborations on ${device}: screenshots and axe, light and dark`, async ({ browser, request, baseURL }) => {
    // Five screens, each pictured light and dark with axe, while CI's other lanes hold both cores.
    test.setTimeout(240_000);
    const company = await onboardedCompany(request, `collab-shots-${device}`);
    const freelancer = await onboardedFreelancer(request, `collab-shots-${device}`);
    const title = `Booking flow redesign (${uniqueWord("Shot")})`;
    await offerThroughApi(request, company, freelancer.user.id, title);
    const declined = await offerThroughApi(
      request,
      company,
      freelancer.user.id,
      `Loyalty programme (${uniqueWord("Shot")})`,
    );
    await dataOf(
      await request.post(`/api/collaborations/${declined.id}/decline`, {
        headers: auth(freelancer),
        data: { reason: "Fully booked until March." },
      }),
    );

    const shoot = async (session: Session, name: string, visit: (page: Page) => Promise<void>) => {
      const context = await browser.newContext({ baseURL, ...options });
      const page = await context.newPage();
      await chooseTheme(page, "light");
      await storeSession(page, session);
      await visit(page);
      await inBothThemes(page, async (theme) => {
        await settleScreen(page, theme);
        await savePicture(page, {
          path: path.join(OUT_DIR, `collaborations-${device}-${theme}-${name}.png`),
          scale: "css",
          fullPage: true,
        });
        expect(await seriousViolations(page), `${name}, ${theme}`).toEqual([]);
      });
      await context.close();
    };

    await shoot(freelancer, "received", async (page) => {
      await page.goto("/collaboration");
      await expect(
        page.getByRole("article").filter({ hasText: title }).getByRole("button", { name: "Accept" }),
      ).toBeVisible();
    });
    await shoot(freelancer, "accept", async (page) => {
      await page.goto("/collaboration");
      await page.getByRole("article").filter({ hasText: title }).getByRole("button", { name: "Accept" }).click();
      await expect(page.getByRole("dialog", { name: "Accept this offer?" })).toBeVisible();
    });
    await shoot(company, "sent", async (page) => {
      await page.goto("/collaboration?box=sent");
      await expect(page.getByText("Fully booked until March.", { exact: false })).toBeVisible();
    });
    await shoot(company, "empty", async (page) => {
      await page.goto("/collaboration");
      await expect(page.getByText("Nothing received yet")).toBeVisible();
    });
    await shoot(company, "offer-form", async (page) => {
      await page.goto(`/freelancers/${freelancer.user.id}`);
      await page.getByRole("button", { name: "Send offer" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Send offer" }).click();
      await expect(dialog.getByText("Title must be at least 3 characters.")).toBeVisible();
    });
  });
}
