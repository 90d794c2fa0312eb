import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session, storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import { pdfCertificate } from "./helpers/files";
import { waitForMail } from "./helpers/outbox";
import { savePicture } from "./helpers/pictures";
import { seriousViolations, settleScreen } from "./helpers/screens";
import { chooseTheme, inBothThemes } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// The help center: a person finds an article by searching, votes on it and
// opens a ticket; an admin answers it from the support queue; the person reads the answer
// under 'My requests' and in their email.

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

test("a user finds an article, votes, asks support; the admin answers; the user reads the reply", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const person = await onboardedFreelancer(request, "help-asker");
  await storeSession(page, person);
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payments and wallet" })).toBeVisible();

  // Search: the address carries the words, the results mark the matches.
  await page.getByRole("searchbox", { name: "Search the help center" }).fill("withdrawal");
  await expect(page).toHaveURL(/\/help\?q=withdrawal$/);
  const hit = page.getByRole("link", { name: /Withdrawing money/ });
  await expect(hit.locator("mark").first()).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/article=withdrawing-money/);
  await expect(page.getByRole("heading", { level: 2, name: "Withdrawing money" })).toBeVisible();

  // 'Was this helpful?': Yes, with a thank-you that stays after a reload.
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "true");

  // A related article opens in place.
  const related = page.getByRole("complementary", { name: "Related articles" }).getByRole("link").first();
  const relatedTitle = (await related.locator("span").first().textContent()) ?? "";
  await related.click();
  await expect(page.getByRole("heading", { level: 2, name: relatedTitle })).toBeVisible();

  // 'Contact support': the form refuses blanks on their fields, then sends with a file.
  await page.getByRole("tab", { name: "Contact support" }).click();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Enter a subject.")).toBeVisible();
  await expect(page.getByText("Choose what your request is about.")).toBeVisible();
  const subject = `Withdrawal not arrived ${Date.now().toString(36)}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Category").selectOption("Payments and wallet");
  await page.getByLabel("Message").fill("I asked for a withdrawal to my bank two days ago and it has not arrived yet.");
  await page.getByLabel("Attachment (optional)").setInputFiles(pdfCertificate());
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/view=requests&ticket=/);
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByText("Waiting for support").first()).toBeVisible();
  await waitForMail(request, person.user.email, /We received your request/);

  // The admin answers from the support queue on /help.
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const adminContext = await browser.newContext({ baseURL, ...DESKTOP });
  const adminPage = await adminContext.newPage();
  await storeSession(adminPage, admin);
  await adminPage.goto("/help?tab=tickets");
  await expect(adminPage.getByRole("tab", { name: "Support tickets", selected: true })).toBeVisible();
  await adminPage.getByRole("button", { name: new RegExp(subject) }).click();
  await expect(adminPage.getByText(person.user.email)).toBeVisible();
  const answer = "Your withdrawal was paid this morning; banks can take a day to show it.";
  await adminPage.getByLabel("Reply to the user").fill(answer);
  await adminPage.getByRole("button", { name: "Send reply" }).click();
  await expect(adminPage.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
  await expect(adminPage.getByText("Answered", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await adminContext.close();

  // The person reads the answer under 'My requests' and in their email.
  await page.goto("/help?view=requests");
  await page.getByRole("button", { name: new RegExp(subject) }).click();
  await expect(page.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
  await expect(page.getByText("Crewlance support")).toBeVisible();
  await waitForMail(request, person.user.email, /paid this morning/);
});

// ----- Screenshots (desktop and phone, light and dark) and axe on /help -----

const OUT_DIR = path.join(import.meta.dirname, "screenshots");
mkdirSync(OUT_DIR, { recursive: true });

const DEVICES = { desktop: DESKTOP, mobile: PHONE } as const;

/** An answered ticket through the API, so 'My requests' and the queue have something to show. */
async function answeredTicket(request: APIRequestContext, person: Session, admin: Session) {
  const opened = await request.post("/api/help/tickets", {
    headers: auth(person),
    data: {
      subject: "Invoice for my last milestone",
      category: "Payments and wallet",
      message: "Where do I find the receipt for the milestone I was paid for yesterday?",
    },
  });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const ticket = ((await opened.json()) as { data: { id: string } }).data;
  const answered = await request.post(`/api/admin/help/tickets/${ticket.id}/replies`, {
    headers: auth(admin),
    data: { body: "Open Wallet, then the transaction, and choose 'Download receipt'." },
  });
  expect(answered.ok(), await answered.text()).toBeTruthy();
  return ticket.id;
}

for (const [device, options] of Object.entries(DEVICES)) {
  test(`help center on ${device}: screenshots and axe, light and dark`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const person = await onboardedFreelancer(request, `help-shots-${device}`);
    const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
    const ticketId = await answeredTicket(request, person, admin);
    const context = await browser.newContext({ baseURL, ...options });
    const page = await context.newPage();
    await chooseTheme(page, "light");
    await storeSession(page, person);
    const shot = (name: string, on: Page = page) =>
      inBothThemes(on, async (theme) => {
        await settleScreen(on, theme);
        await savePicture(on, {
          path: path.join(OUT_DIR, `help-${device}-${theme}-${name}.png`),
          fullPage: true,
          scale: "css",
        });
        expect(await seriousViolations(on), `${name}, ${theme}`).toEqual([]);
      });

    await page.goto("/help");
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    await shot("categories");
    await page.goto("/help?q=fees");
    await expect(page.getByRole("link", { name: /Crewlance fees/ })).toBeVisible();
    await shot("search");
    await page.goto("/help?article=fees");
    await expect(page.getByRole("heading", { level: 2, name: "Crewlance fees" })).toBeVisible();
    await shot("article");
    await page.goto("/help?view=contact");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Enter a subject.")).toBeVisible();
    await shot("contact");
    await page.goto(`/help?view=requests&ticket=${ticketId}`);
    await expect(page.getByText("choose 'Download receipt'")).toBeVisible();
    await shot("requests");
    await context.close();

    const adminContext = await browser.newContext({ baseURL, ...options });
    const adminPage = await adminContext.newPage();
    await chooseTheme(adminPage, "light");
    await storeSession(adminPage, admin);
    await adminPage.goto("/help?view=queue");
    await adminPage.getByLabel("Show").selectOption("ANSWERED");
    await adminPage
      .getByRole("button", { name: /Invoice for my last milestone/ })
      .first()
      .click();
    await expect(adminPage.getByLabel("Reply to the user")).toBeVisible();
    await shot("queue", adminPage);
    await adminContext.close();
  });
}
