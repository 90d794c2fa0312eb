import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import type { Session } from "./helpers/auth";
import { DEVICE_NAMES, type Device, pageFor, picturesInBothThemes, pictureWithAxe } from "./helpers/device-pages";
import {
  addDays,
  DAY_MS,
  dataOf,
  dayLabel,
  HOUR_MS,
  HOURLY_BASE_URL,
  HOURLY_SERVER,
  hourlyProposal,
  indiaDateOf,
  moveClock,
  moveClockTo,
  nextIndiaMonday,
  rupees,
  serverNow,
  signInAgain,
  walletOf,
  weekdayLabel,
} from "./helpers/hourly-journey";
import { runOwnServer } from "./helpers/own-server";
import { depositThroughApi, onboardedCompany } from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

/*
 * The hourly journey (decision 0091) on its own server, whose clock the journey moves: a company
 * hires by the hour with a 10-hour limit and the week is funded; the freelancer runs the timer
 * (it survives a reload and shows in a second tab) and adds a manual entry; the week closes and
 * the unused escrow goes back at once; the company disputes one entry and lets the rest through;
 * after the review window the freelancer is paid for the undisputed hours, and the admin
 * resolves the disputed entry. Desktop and phone, light and dark, each read by axe.
 */

runOwnServer(HOURLY_SERVER);
test.use({ baseURL: HOURLY_BASE_URL });

const RATE = 50_000; // ₹500 an hour
const LIMIT_HOURS = 10;
const COMPANY_PASSWORD = "Company-Pass-123";
const FREELANCER_PASSWORD = "Wallet-Pass-123";
const authOf = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

type Person = { email: string; password: string };
const personOf = (session: Session, password: string): Person => ({ email: session.user.email, password });

/** A page for `person` whose clock runs from the server's (moved) now, signed in afresh on it. */
async function pageAtServerTime(
  browser: Browser,
  request: APIRequestContext,
  person: Person,
  device: Device = "desktop",
): Promise<Page> {
  const session = await signInAgain(request, person.email, person.password);
  const page = await pageFor(browser, HOURLY_BASE_URL, device, "light", session);
  await page.clock.install({ time: await serverNow(request) });
  return page;
}

async function openHourlyTab(page: Page, projectId: string, tab: "This week" | "Timesheets") {
  await page.goto(`/project-management/${projectId}`);
  await page.getByRole("tab", { name: tab }).click();
}

/** The company accepts the proposal in the hourly hire dialog, with a weekly limit, and reads the weekly escrow first. */
async function hireByTheHour(page: Page, taskId: string, freelancerName: string) {
  const firstName = freelancerName.split(" ")[0];
  await page.goto(`/tasks/${taskId}`);
  const proposal = page
    .getByRole("region", { name: "Proposals" })
    .getByRole("article", { name: `Proposal from ${freelancerName}` });
  await proposal.getByRole("button", { name: "Accept" }).click();
  const hire = page.getByRole("dialog", { name: `Hire ${firstName} by the hour?` });
  await hire.getByLabel("Hours a week (1–80)").fill(String(LIMIT_HOURS));
  await expect(hire).toContainText(`${rupees(LIMIT_HOURS * RATE)} (${LIMIT_HOURS} h`);
  await hire.getByRole("button", { name: `Accept and hire ${firstName}` }).click();
  await expect(hire).toBeHidden();
}

async function projectIdOf(request: APIRequestContext, session: Session, title: string): Promise<string> {
  const page = await dataOf<{ items: Array<{ id: string; title: string }> }>(
    await request.get("/api/projects", { headers: authOf(session) }),
  );
  const project = page.items.find((item) => item.title === title);
  expect(project, `a project titled ${title}`).toBeDefined();
  return project!.id;
}

test("an hourly week: hired with a limit, timed, reviewed with one disputed entry, paid, and the dispute resolved", async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  // Monday noon in India on the server's clock: the week starts empty and the morning is past.
  const monday = await moveClockTo(request, nextIndiaMonday(await serverNow(request), 12));
  const weekStart = indiaDateOf(monday);
  const companySession = await onboardedCompany(request, "hourly");
  const freelancerSession = await onboardedFreelancer(request, "hourly");
  const company = personOf(companySession, COMPANY_PASSWORD);
  const freelancer = personOf(freelancerSession, FREELANCER_PASSWORD);
  await depositThroughApi(request, companySession, 2_000_000);
  const title = `Storefront checkout (${uniqueWord("Hourly")})`;

  // ── The company hires by the hour with a 10-hour limit; the week's maximum goes into escrow.
  const { taskId } = await hourlyProposal(request, companySession, freelancerSession, { title, rate: RATE });
  const companyPage = await pageAtServerTime(browser, request, company);
  await hireByTheHour(companyPage, taskId, freelancerSession.fullName);
  const projectId = await projectIdOf(request, companySession, title);
  const funded = await walletOf(request, companySession);
  expect(funded.escrow).toBeGreaterThanOrEqual(LIMIT_HOURS * RATE);
  await companyPage.goto("/wallet");
  await expect(
    companyPage.getByRole("region", { name: "Balances" }).getByTitle(rupees(funded.escrow), { exact: true }),
  ).toBeVisible();
  await companyPage.context().close();

  // ── The freelancer runs the timer: it survives a reload and shows in a second tab.
  const freelancerPage = await pageAtServerTime(browser, request, freelancer);
  await openHourlyTab(freelancerPage, projectId, "This week");
  await freelancerPage.getByLabel("What are you working on? (optional)").fill("Checkout page layout");
  await freelancerPage.getByRole("button", { name: "Start timer" }).click();
  const timer = freelancerPage.getByRole("timer", { name: "Time on the timer" });
  await expect(timer).toBeVisible();
  const secondTab = await freelancerPage.context().newPage();
  await openHourlyTab(secondTab, projectId, "This week");
  await expect(secondTab.getByRole("timer", { name: "Time on the timer" })).toBeVisible();
  await secondTab.close();

  // An hour and a half later (the server's clock and the page's), after a reload.
  const afterWork = await moveClock(request, 90 * 60_000);
  await freelancerPage.clock.setSystemTime(afterWork);
  await freelancerPage.reload();
  await freelancerPage.clock.setSystemTime(afterWork);
  await expect(timer).toHaveText(/^1:3\d:\d\d$/);
  await freelancerPage.getByRole("button", { name: "Stop timer" }).click();
  const stop = freelancerPage.getByRole("dialog", { name: "Stop the timer" });
  await expect(stop.getByLabel("What did you work on?")).toHaveValue("Checkout page layout");
  await stop.getByRole("button", { name: "Stop and log time" }).click();
  await expect(freelancerPage.getByRole("button", { name: "Start timer" })).toBeVisible();
  const entries = freelancerPage.getByRole("region", { name: "Entries" });
  await expect(entries.getByRole("listitem").filter({ hasText: "Checkout page layout" }).last()).toContainText(
    "1 h 30 min",
  );

  // A manual entry for the morning; one that would end in the future is refused under its field.
  await freelancerPage.getByRole("button", { name: "Add time" }).click();
  const add = freelancerPage.getByRole("dialog", { name: "Add time" });
  await add.getByLabel("Start (India time)").fill("09:00");
  await add.getByLabel("End (India time)").fill("11:00");
  await add.getByLabel("What did you work on?").fill("Wireframes of the cart with the designer");
  await add.getByRole("button", { name: "Add time" }).click();
  await expect(add).toBeHidden();
  await expect(entries.getByRole("listitem").filter({ hasText: "Wireframes of the cart" }).last()).toContainText(
    "09:00–11:00",
  );
  await freelancerPage.getByRole("button", { name: "Add time" }).click();
  await add.getByText("Duration", { exact: true }).click();
  await expect(add.getByRole("radio", { name: "Duration" })).toBeChecked();
  await add.getByLabel("Duration in minutes").fill("480");
  await add.getByLabel("What did you work on?").fill("A whole day on the payment form");
  await add.getByRole("button", { name: "Add time" }).click();
  // Placed after the day's last entry (13:30), eight hours would end in the evening: refused by its field.
  await expect(add.getByText("An entry cannot reach into the future.")).toBeVisible();
  await add.getByRole("button", { name: "Cancel" }).click();
  await expect(freelancerPage.getByRole("progressbar", { name: `3 h 30 min of ${LIMIT_HOURS} h used` })).toBeVisible();
  await freelancerPage.context().close();

  for (const device of DEVICE_NAMES) {
    const shot = await pageAtServerTime(browser, request, freelancer, device);
    await openHourlyTab(shot, projectId, "This week");
    await expect(shot.getByText("Wireframes of the cart with the designer")).toBeVisible();
    await picturesInBothThemes(shot, `hourly-${device}-this-week`);
    await shot.context().close();
  }

  // ── The week closes at Monday 00:00 in India: the unused 6 h 30 min of escrow goes back to the company at once
  // (the next week opens and is funded in the same pass, so the wallet's escrow is not the measure: the week is).
  await moveClockTo(request, new Date(nextIndiaMonday(monday, 0).getTime() + 5 * 60_000));
  const companyNow = await signInAgain(request, company.email, company.password);
  let refunded = 0;
  await expect(async () => {
    const closed = await dataOf<{ week: { status: string; billedAmount: number; refundedAmount: number } }>(
      await request.get(`/api/projects/${projectId}/hourly/weeks/${weekStart}`, { headers: authOf(companyNow) }),
    );
    expect(closed.week.status).toBe("IN_REVIEW");
    expect(closed.week.billedAmount).toBe(3.5 * RATE);
    // The unused 6 h 30 min at the rate (with its share of the client fee, if the week counts it in).
    expect(closed.week.refundedAmount).toBeGreaterThanOrEqual(6.5 * RATE);
    refunded = closed.week.refundedAmount;
  }).toPass({ timeout: 15_000 });

  // ── The company disputes the manual entry and lets the timer's hours through.
  const review = await pageAtServerTime(browser, request, company);
  await openHourlyTab(review, projectId, "Timesheets");
  const weekName = `${dayLabel(weekStart)} – ${dayLabel(addDays(weekStart, 6))}`;
  const weekRow = review.getByRole("list", { name: "Weeks" }).getByRole("listitem").filter({ hasText: weekName });
  await expect(weekRow).toContainText("In review until");
  await weekRow.getByRole("button", { name: weekName }).click();
  await expect(review.getByText(/The undisputed hours are released to the freelancer on/)).toBeVisible();
  await expect(
    review
      .getByRole("definition")
      .filter({ hasText: rupees(refunded) })
      .first(),
  ).toBeVisible();
  const manual = `${weekdayLabel(weekStart)}, 09:00–11:00`;
  await review.getByRole("checkbox", { name: `Dispute ${manual}` }).check();
  await review.getByRole("button", { name: "Dispute ticked entries" }).click();
  const dispute = review.getByRole("dialog", { name: "Dispute an entry" });
  await dispute.getByLabel("Why do you dispute it?").fill("Nobody from our side was at this meeting.");
  await pictureWithAxe(review, "hourly-desktop-light-dispute-dialog", false);
  await dispute.getByRole("button", { name: "Dispute entry" }).click();
  await expect(dispute).toBeHidden();
  await expect(review.getByText("Nobody from our side was at this meeting.")).toBeVisible();
  await review.context().close();

  for (const device of DEVICE_NAMES) {
    const shot = await pageAtServerTime(browser, request, company, device);
    await openHourlyTab(shot, projectId, "Timesheets");
    await shot.getByRole("button", { name: weekName }).click();
    await expect(shot.getByText("Nobody from our side was at this meeting.")).toBeVisible();
    await picturesInBothThemes(shot, `hourly-${device}-review`);
    await shot.context().close();
  }

  // ── After the review window the undisputed 1 h 30 min is released to the freelancer.
  await moveClock(request, 5 * DAY_MS + HOUR_MS);
  const freelancerNow = await signInAgain(request, freelancer.email, freelancer.password);
  let paid = 0;
  await expect(async () => {
    paid = (await walletOf(request, freelancerNow)).available;
    expect(paid).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  // ₹750 for 1 h 30 min, less the freelancer fee and what is withheld: never more than the hours billed.
  expect(paid).toBeLessThanOrEqual(90 * (RATE / 60));
  const wallet = await pageAtServerTime(browser, request, freelancer);
  await wallet.goto("/wallet");
  await expect(
    // Available and earned in total: the same amount, both.
    wallet.getByRole("region", { name: "Balances" }).getByTitle(rupees(paid), { exact: true }).first(),
  ).toBeVisible();
  await wallet.context().close();

  // ── The admin resolves the disputed entry: the 2 hours (₹1,000) go to the freelancer.
  const admin = await pageAtServerTime(browser, request, { email: DEMO.admin, password: DEMO_PASSWORD });
  await admin.goto("/dashboard");
  const queue = admin.getByRole("region", { name: /Disputes to resolve/ });
  const card = queue.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("Nobody from our side was at this meeting.");
  await card.getByRole("button", { name: "Resolve" }).click();
  const resolve = admin.getByRole("dialog", { name: "Resolve the dispute" });
  await resolve.getByLabel("Note to both sides").fill("The meeting is in the shared calendar; the hours stand.");
  await resolve.getByRole("button", { name: `Release ${rupees(2 * RATE)}` }).click();
  await expect(resolve).toBeHidden();
  await admin.context().close();

  for (const device of DEVICE_NAMES) {
    const shot = await pageAtServerTime(browser, request, freelancer, device);
    await openHourlyTab(shot, projectId, "Timesheets");
    const settled = shot.getByRole("list", { name: "Weeks" }).getByRole("listitem").filter({ hasText: weekName });
    await expect(settled).toContainText("Settled");
    await settled.getByRole("button", { name: weekName }).click();
    await expect(shot.getByText(/A Crewlance admin settled the disputed entries/)).toBeVisible();
    await picturesInBothThemes(shot, `hourly-${device}-settled`);
    await shot.context().close();
  }
});
