import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  type LocalPushService,
  makeSubscriberKeys,
  type ReceivedPush,
  startLocalPushService,
} from "../apps/api/test/push-service";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session, storeSession } from "./helpers/auth";
import { DEVICE_NAMES, DEVICES, picturesInBothThemes } from "./helpers/device-pages";
import { postTaskThroughApi, uniqueWord } from "./helpers/tasks";
import { chooseTheme } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// Web push (decision 0105): a freelancer turns push on for this browser on /settings/notifications; a
// notification (the instant alert of a saved search, decision 0102) goes through the server's push queue to a local push service,
// which checks the VAPID signature and decrypts it; the decrypted push is handed to the app's real
// service worker over CDP, which shows the notification and tells the open page. Chromium cannot
// reach a real push service here, so PushManager.subscribe answers a subscription on the local
// service whose keys this test made. Service workers run in this journey (the others block them).
test.use({ serviceWorkers: "allow" });

let service: LocalPushService;
test.beforeAll(async () => {
  service = await startLocalPushService();
});
test.afterAll(async () => service.close());

/** Makes PushManager answer a subscription on the local push service, with keys made by this test. */
async function fakePushService(context: BrowserContext): Promise<{ id: string }> {
  const id = `journey-${Date.now().toString(36)}`;
  const keys = makeSubscriberKeys();
  const endpoint = service.adopt(id, keys);
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const bytes = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0)).buffer;
      let current: PushSubscription | null = null;
      const make = () =>
        ({
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: (name: string) => bytes(name === "auth" ? auth : p256dh),
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function subscribe() {
        current = make();
        return current;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
  return { id };
}

/** A page with the app's service worker in control, signed in as `person`. */
async function controlledPage(context: BrowserContext, person: Session): Promise<Page> {
  const page = await context.newPage();
  await chooseTheme(page, "light");
  await storeSession(page, person);
  await page.goto("/dashboard");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/**
 * `person` keeps a task search with instant alerts, and a company publishes a task it matches: the
 * alert notification is pushed. Resolves what the push must say.
 */
async function alertOfNewTask(request: APIRequestContext, person: Session): Promise<{ title: string; link: string }> {
  const word = uniqueWord("push");
  const saved = await request.post("/api/saved-searches", {
    headers: { Authorization: `Bearer ${person.accessToken}` },
    data: { kind: "tasks", name: `Figma work ${word}`, query: { q: word }, alerts: "instant" },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
  const task = await postTaskThroughApi(request, company, {
    title: `Figma screens for a shop (${word})`,
    category: "DESIGN",
    skills: ["Figma"],
  });
  return { title: `New task for "Figma work ${word}"`, link: `/tasks/${task.id}` };
}

/** Hands a push to the app's service worker as the browser would on receiving it (CDP). */
async function deliverToServiceWorker(page: Page, push: ReceivedPush): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registrationId, data: push.text });
}

test("a freelancer turns push on, and an alert of a new matching task reaches this browser through the service worker", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const person = await onboardedFreelancer(request, "push-journey");
  const context = await browser.newContext({ baseURL, ...DEVICES.desktop, permissions: ["notifications"] });
  const subscription = await fakePushService(context);
  const page = await controlledPage(context, person);

  await page.goto("/settings/notifications");
  const card = page.getByRole("region", { name: "Push notifications" });
  await expect(card.getByText("Push notifications are off for this browser.")).toBeVisible();
  await card.getByRole("button", { name: "Turn on push notifications" }).click();
  await expect(card.getByText("Push notifications are on for this browser.", { exact: true })).toBeVisible();
  await expect(card.getByRole("list", { name: "Push devices" }).getByRole("listitem")).toHaveText([
    /^Chrome \d+ on \w+Since/,
  ]);

  const alert = await alertOfNewTask(request, person);
  // Whether the push came before the publish's answer or after it.
  const [push] = await service.waitForPushes(subscription.id, 1);
  expect(push).toBeDefined();
  const payload = JSON.parse(push!.text) as { title: string; body: string; link: string; tag: string };
  expect(payload).toMatchObject(alert);

  await deliverToServiceWorker(page, push!);
  // The worker's notification, as the system shows it, and the open page told of it. On a loaded
  // machine Chromium has dropped a push handed over CDP while it started the worker: one not shown
  // yet is handed over again (the same tag replaces a notification, so it never shows twice).
  await expect
    .poll(async () => {
      const shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          link: (notification.data as { link: string | null }).link,
        })),
      );
      if (shown.length === 0) await deliverToServiceWorker(page, push!);
      return shown;
    })
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, link: payload.link }]);
  await expect(card.getByRole("status")).toHaveText(`A push just arrived on this browser: ${payload.title}`);

  // Off again: the server forgets the device, and the browser's subscription goes.
  await card.getByRole("button", { name: "Turn off" }).click();
  await expect(card.getByText("Push notifications are off for this browser.")).toBeVisible();
  await expect(card.getByRole("list", { name: "Push devices" })).toHaveCount(0);
  await context.close();
});

test("the push section on a desktop and a phone, light and dark", async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const person = await onboardedFreelancer(request, "push-pictures");
  for (const device of DEVICE_NAMES) {
    const context = await browser.newContext({ baseURL, ...DEVICES[device], permissions: ["notifications"] });
    await fakePushService(context);
    const page = await controlledPage(context, person);
    await page.goto("/settings/notifications");
    const card = page.getByRole("region", { name: "Push notifications" });
    // On the desktop push is turned on; the phone shows it off, with the desktop among the devices.
    if (device === "desktop") {
      await card.getByRole("button", { name: "Turn on push notifications" }).click();
      await expect(card.getByText("Push notifications are on for this browser.", { exact: true })).toBeVisible();
    } else {
      await expect(card.getByText("Push notifications are off for this browser.")).toBeVisible();
    }
    await expect(card.getByRole("list", { name: "Push devices" }).getByRole("listitem")).toHaveCount(1);
    // The toast that says push is on has gone, so it hides nothing in the picture.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    // Back to the top the click scrolled away from: a full-page picture draws the fixed navigation where the view is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await picturesInBothThemes(page, `push-section-${device}`);
    await context.close();
  }
});
