import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { chatPair, composer, directConversationThroughApi, sendThroughUi, thread } from "./helpers/chat";
import { DESKTOP, PHONE } from "./helpers/devices";
import { pngLogo } from "./helpers/files";
import { savePicture } from "./helpers/pictures";
import { seriousViolations, settleScreen } from "./helpers/screens";
import { chooseTheme, inBothThemes } from "./helpers/theme";

// Real-time chat: two people in two browser contexts, live over the socket.

test("a company and a freelancer chat live: message, typing, read receipt and the unread count", async ({
  browser,
  request,
}) => {
  const { freelancer, companyPage, freelancerPage, contexts } = await chatPair(browser, request);

  // The freelancer is signed in elsewhere in the app while the company writes first.
  await freelancerPage.goto("/dashboard");
  await companyPage.goto(`/freelancers/${freelancer.user.id}`);
  await companyPage.getByRole("button", { name: "Message Ravi Kumar" }).click();
  await expect(companyPage).toHaveURL(/\/chat\?c=/);
  await expect(thread(companyPage).getByText("No messages yet")).toBeVisible();
  await sendThroughUi(companyPage, "Hello Ravi, are you free for a landing page next week?");
  const sent = thread(companyPage).getByRole("listitem").filter({ hasText: "are you free for a landing page" });
  await expect(sent.getByText("Sent")).toBeAttached();

  // The conversation waits for the freelancer with one unread message.
  await freelancerPage.goto("/chat");
  const row = freelancerPage.getByRole("button", { name: /Priya Menon|Studio chat company/ });
  await expect(row.getByText("1 unread")).toBeAttached();
  await row.click();
  await expect(thread(freelancerPage).getByText("are you free for a landing page next week?")).toBeVisible();

  // Opening it reads it: the company's tick turns into ✓✓.
  await expect(sent.getByText("Read")).toBeAttached();

  // Typing shows on the other side, and the reply arrives live. The signal is volatile: one sent
  // while the socket still connects is dropped, and the next keystroke after a pause repeats it.
  await expect(async () => {
    await composer(freelancerPage).press("End");
    await composer(freelancerPage).pressSequentially("Yes", { delay: 20 });
    await expect(companyPage.getByText("Ravi is typing…")).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 30_000 });
  await composer(freelancerPage).fill("Yes, I can start on Monday.");
  await composer(freelancerPage).press("Enter");
  await expect(thread(companyPage).getByText("Yes, I can start on Monday.")).toBeVisible();
  await expect(companyPage.getByText("Ravi is typing…")).toBeHidden();

  for (const context of contexts) await context.close();
});

test("a freelancer who goes offline sees on return what was sent meanwhile", async ({ browser, request }) => {
  const { company, freelancer, companyPage, freelancerPage, contexts } = await chatPair(browser, request);
  const id = await directConversationThroughApi(request, company, freelancer, [
    { by: company, body: "Sending the brief in a minute." },
  ]);
  await companyPage.goto(`/chat?c=${id}`);
  await freelancerPage.goto(`/chat?c=${id}`);
  await expect(thread(freelancerPage).getByText("Sending the brief in a minute.")).toBeVisible();

  await contexts[1]!.setOffline(true);
  await expect(freelancerPage.getByText(/Reconnecting/)).toBeVisible();
  await sendThroughUi(companyPage, "Here it is: three pages, mobile first.");
  await sendThroughUi(companyPage, "And the deadline is the 30th.");
  await expect(thread(companyPage).getByText("And the deadline is the 30th.")).toBeVisible();
  await expect(thread(freelancerPage).getByText("And the deadline is the 30th.")).toHaveCount(0);

  await contexts[1]!.setOffline(false);
  await expect(thread(freelancerPage).getByText("Here it is: three pages, mobile first.")).toBeVisible();
  await expect(thread(freelancerPage).getByText("And the deadline is the 30th.")).toBeVisible();
  await expect(freelancerPage.getByText(/Reconnecting/)).toBeHidden();
  // Still live after the return.
  await sendThroughUi(companyPage, "Welcome back!");
  await expect(thread(freelancerPage).getByText("Welcome back!")).toBeVisible();

  for (const context of contexts) await context.close();
});

// ----- Screenshots (desktop and phone, light and dark) and axe on /chat -----

const OUT_DIR = path.join(import.meta.dirname, "screenshots");
mkdirSync(OUT_DIR, { recursive: true });

const DEVICES = { desktop: DESKTOP, mobile: PHONE } as const;

for (const [device, options] of Object.entries(DEVICES)) {
  test(`chat screens on ${device}: screenshots and axe, light and dark`, async ({ browser, request }) => {
    const { company, freelancer, companyPage: page, contexts } = await chatPair(browser, request, options);
    await chooseTheme(page, "light");
    const id = await directConversationThroughApi(request, company, freelancer, [
      { by: freelancer, body: "Hi! I saw your task about the landing page. I have shipped three like it this year." },
      { by: company, body: "Great. Could you share one of them?" },
      { by: freelancer, body: "Sure — here is the most recent one, a bakery in Kochi." },
    ]);
    const shot = (name: string) =>
      inBothThemes(page, async (theme) => {
        await settleScreen(page, theme);
        await savePicture(page, {
          path: path.join(OUT_DIR, `${device}-${theme}-${name}.png`),
          fullPage: false,
          scale: "css",
        });
        expect(await seriousViolations(page), `${name}, ${theme}`).toEqual([]);
      });

    await page.goto("/chat");
    await expect(page.getByRole("button", { name: /Ravi Kumar/ })).toBeVisible();
    await shot("chat-list");

    await page.goto(`/chat?c=${id}`);
    await expect(thread(page).getByText("a bakery in Kochi")).toBeVisible();
    await page.getByLabel("Choose a file to attach").setInputFiles(pngLogo(256));
    await expect(page.getByText("Uploading")).toBeHidden();
    await composer(page).fill("Here is our logo for the hero section.");
    await composer(page).press("Enter");
    await expect(thread(page).getByRole("img", { name: /\.png$/ })).toBeVisible();
    await shot("chat-thread");

    for (const context of contexts) await context.close();
  });
}
