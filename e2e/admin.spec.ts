import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, signInThroughUi } from "./helpers/auth";

/**
 * The e2e database is shared by every journey of a run, and others sign in as the demo
 * freelancer: whatever happens here, the account is restored before the next journey starts.
 */
async function restoreDemoFreelancer(request: APIRequestContext): Promise<void> {
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const list = await request.get("/api/admin/users", { params: { q: DEMO.freelancer }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const { items } = ((await list.json()) as { data: { items: Array<{ id: string; email: string; status: string }> } })
    .data;
  const freelancer = items.find((user) => user.email === DEMO.freelancer);
  if (freelancer && freelancer.status !== "ACTIVE") {
    const restored = await request.post(`/api/admin/users/${freelancer.id}/restore`, { headers, data: {} });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
}

test.afterEach(async ({ request }) => {
  await restoreDemoFreelancer(request);
});

test("an admin suspends the demo freelancer, who can no longer sign in, then restores them", async ({
  page,
  browser,
}) => {
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Where this instance reads: the journeys' server runs on the embedded database.
  await expect(page.getByRole("region", { name: "Database" })).toContainText(
    "The embedded database answers everything: replicas need PostgreSQL.",
  );

  const numbers = page.getByRole("region", { name: "Platform numbers" });
  const usersTile = numbers
    .locator("div")
    .filter({ has: page.getByText("Users", { exact: true }) })
    .first();
  await expect(usersTile.getByText(/^\d+$/)).toBeVisible();
  const suspendedTile = numbers
    .locator("div")
    .filter({ has: page.getByText("Suspended", { exact: true }) })
    .first();
  const suspendedBefore = Number(await suspendedTile.getByText(/^\d+$/).textContent());

  const users = page.getByRole("list", { name: "Users" });
  await expect(users.getByRole("listitem").first()).toBeVisible();
  await page.getByLabel("Search users").fill(DEMO.freelancer);
  const row = users.getByRole("listitem").filter({ hasText: DEMO.freelancer });
  await expect(users.getByRole("listitem")).toHaveCount(1);
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Suspend / }).click();
  const dialog = page.getByRole("dialog", { name: /^Suspend .+\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
  await expect(suspendedTile.getByText(/^\d+$/)).toHaveText(String(suspendedBefore + 1));

  // A fresh browser: the freelancer's sign-in is refused with the server's sentence.
  const other = await browser.newContext();
  try {
    const freelancerPage = await other.newPage();
    await signInThroughUi(freelancerPage, DEMO.freelancer, DEMO_PASSWORD);
    // The sign-in page turns into what happened and the appeal (decision 0092), still on /auth/login.
    await expect(freelancerPage.getByRole("heading", { name: "Your account is suspended", level: 1 })).toBeVisible();
    await expect(freelancerPage.getByRole("article", { name: "Your account was suspended" })).toBeVisible();
    await expect(freelancerPage).toHaveURL(/\/auth\/login$/);
  } finally {
    await other.close();
  }

  await row.getByRole("button", { name: /^Restore / }).click();
  const restoreDialog = page.getByRole("dialog", { name: /^Restore .+\?$/ });
  await restoreDialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(restoreDialog).toBeHidden();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(suspendedTile.getByText(/^\d+$/)).toHaveText(String(suspendedBefore));
});
