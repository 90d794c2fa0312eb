import { randomUUID } from "node:crypto";
import { expect, type Locator, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session, storeSession } from "./helpers/auth";
import { disputedDeliveryScene } from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** The dispute's card in the admin's queue (oldest first), paging on until it shows. */
async function disputeCard(queue: Locator, title: string): Promise<Locator> {
  const card = queue.getByRole("article").filter({ hasText: title });
  await expect(queue.getByRole("article").first()).toBeVisible();
  while (!(await card.isVisible())) {
    await queue.getByRole("button", { name: "Next page" }).click();
    await expect(queue.locator("[aria-busy=true]")).toHaveCount(0);
  }
  return card;
}

test("an admin opens a disputed project from the disputes queue and reads it without being able to act", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Mobile app icons (${uniqueWord("Dispute")})`;
  const message = `The last four icons are still missing (${uniqueWord("Chat")}).`;
  const { projectId } = await disputedDeliveryScene(request, { title, fileName: "icons-delivery.pdf", message });

  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  await storeSession(page, admin);
  await page.goto("/dashboard");
  const queue = page.getByRole("region", { name: /Disputes to resolve/ });
  const card = await disputeCard(queue, title);
  await card.getByRole("link", { name: /^Open project/ }).click();
  await expect(page).toHaveURL(new RegExp(`/project-management/${projectId}$`));

  // A banner says what this is; the delivered file is there; nothing to act on.
  const banner = page.getByRole("region", { name: "Read-only admin view" });
  await expect(banner).toContainText("every view is recorded in the admin audit log");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const milestone = page.getByRole("article", { name: /^Milestone 1:/ });
  await expect(milestone.getByText("Disputed · frozen")).toBeVisible();
  await expect(milestone.getByRole("button", { name: "Download icons-delivery.pdf" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Project sections" });
  await expect(tabs.getByRole("tab")).toHaveText(["Overview", "Chat", "Activity", "Files"]);
  const acts =
    /^(Fund|Approve|Request revision|Submit work|Open a dispute|Add your statement|Cancel project|Add milestone|Invite)/;
  await expect(page.getByRole("main").getByRole("button", { name: acts })).toHaveCount(0);

  // The conversation, read-only: the message, and no box to write in.
  await tabs.getByRole("tab", { name: "Chat" }).click();
  const history = page.getByRole("region", { name: "Conversation history" });
  await expect(history.getByText(message)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveCount(0);
  await expect(history.getByRole("button", { name: "Message actions" })).toHaveCount(0);

  await tabs.getByRole("tab", { name: "Files" }).click();
  await expect(page.getByRole("region", { name: "Files" }).getByText("icons-delivery.pdf")).toBeVisible();
  await tabs.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByText(/Opened a dispute on/).first()).toBeVisible();

  // The task it came from opens too (audited), with nothing to apply or decide.
  await tabs.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("link", { name: "The original task" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("button", { name: /^(Apply|Edit|Cancel task|Accept|Decline)/ }),
  ).toHaveCount(0);

  // Sending anyway is refused: the project stays not found to the admin for every write.
  const conversation = await request.get(`/api/chat/conversations/project/${projectId}`, { headers: auth(admin) });
  const id = ((await conversation.json()) as { data: { id: string } }).data.id;
  const sent = await request.post(`/api/chat/conversations/${id}/messages`, {
    headers: auth(admin),
    data: { clientId: `c-${randomUUID()}`, body: "Admin here" },
  });
  expect(sent.status()).toBe(404);
});
