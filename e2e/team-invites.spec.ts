import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./helpers/accounts";
import { registerThroughApi, type Session, verifyEmailThroughApi, verifyEmailThroughUi } from "./helpers/auth";
import { DEVICE_NAMES, DEVICES, pageFor, picturesInBothThemes, pictureWithAxe } from "./helpers/device-pages";
import { completeFreelancerOnboarding } from "./helpers/onboarding";
import { waitForMail } from "./helpers/outbox";
import { chooseTheme } from "./helpers/theme";

// Invitations by name and by an email nobody uses yet (decision 0097): the owner finds a
// freelancer by name and invites them, then invites a new address; that person follows the mailed
// link, signs up, verifies the address and finds the invitation waiting in Teams.

const PASSWORD = "Team-Invites-2026";
/** Letters only, so the name is one word the name search can match by its start. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

async function freelancer(request: APIRequestContext, fullName: string): Promise<Session> {
  const email = uniqueEmail("team-invites");
  const session = await registerThroughApi(request, { fullName, email, password: PASSWORD, role: "FREELANCER" });
  await verifyEmailThroughApi(request, session, email);
  const response = await request.put("/api/user/profile/freelancer", {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: {
      headline: "Motion designer for product launches",
      skills: ["After Effects", "Figma"],
      hourlyRate: 95_000,
      experienceLevel: "INTERMEDIATE",
      location: "Kochi, India",
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  // The onboarded user as the API now answers it, so the app's guards let the pages open.
  return { ...session, user: ((await response.json()) as { data: Session["user"] }).data };
}

async function createTeam(request: APIRequestContext, owner: Session, name: string): Promise<string> {
  const response = await request.post("/api/teams", {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: { name, description: "Launch videos and product stills.", skills: ["Motion"], visibility: "PUBLIC" },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const invitePanel = async (page: Page, teamId: string) => {
  await page.goto(`/team/${teamId}`);
  await page.getByRole("tab", { name: "Invite and requests" }).click();
  return page.getByRole("region", { name: "Invite people" });
};

test("an owner invites a freelancer found by name and a new address, who signs up and finds the invitation", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = letters();
  const owner = await freelancer(request, `Owen Kapoor${suffix}`);
  const wanted = `Ishaan Vyas${suffix}`;
  await freelancer(request, wanted);
  const teamName = `Reel Crew ${suffix}`;
  const teamId = await createTeam(request, owner, teamName);

  const page = await pageFor(browser, baseURL, "desktop", "light", owner);
  const panel = await invitePanel(page, teamId);
  await panel.getByLabel("Find a freelancer by name").fill(`Vyas${suffix.slice(0, 3)}`);
  const found = panel.getByRole("list", { name: "Freelancers you can invite" });
  await expect(found.getByText(wanted)).toBeVisible();
  await pictureWithAxe(page, "team-invites-search-desktop-light");
  await found.getByRole("button", { name: `Invite ${wanted}` }).click();
  await expect(page.getByText(`Invitation sent to ${wanted}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Cancel the invitation to ${wanted}` })).toBeVisible();
  // Invited now: the search leaves them out.
  await expect(found).toBeHidden();
  await expect(panel.getByText("No freelancer you can invite has that name.")).toBeVisible();

  const newcomer = uniqueEmail("newcomer");
  await panel.getByRole("textbox", { name: "Invite by email" }).fill(newcomer);
  await panel.getByRole("button", { name: "Invite by email" }).click();
  await expect(
    panel.getByText(`We'll email ${newcomer} an invitation to join Crewlance. It waits for them to sign up.`),
  ).toBeVisible();
  await expect(page.getByText(newcomer, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Cancel the invitation to ${newcomer}` })).toBeVisible();
  await page.context().close();

  for (const device of DEVICE_NAMES) {
    const scene = await pageFor(browser, baseURL, device, "light", owner);
    await invitePanel(scene, teamId);
    await expect(scene.getByText("Waiting for sign-up", { exact: false })).toBeVisible();
    await picturesInBothThemes(scene, `team-invites-pending-${device}`);
    await scene.context().close();
  }

  // The mail arrives; its link opens sign-up.
  const [link] = await waitForMail(request, newcomer, /https?:\/\/\S+\/auth\/signup\?next=\S+/);
  const signUp = await (await browser.newContext({ baseURL, ...DEVICES.desktop })).newPage();
  await chooseTheme(signUp, "light");
  await signUp.goto(new URL(link).pathname + new URL(link).search);
  await signUp.getByLabel("Full name").fill("Nila Newcomer");
  await signUp.getByLabel("Email", { exact: true }).fill(newcomer);
  await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signUp.getByText(/I want to work/i).click();
  await signUp.getByRole("button", { name: /create account|sign up/i }).click();
  await verifyEmailThroughUi(signUp, request, newcomer);
  await completeFreelancerOnboarding(signUp);
  await signUp.goto("/team");
  await expect(signUp.getByRole("button", { name: `Accept the invitation to ${teamName}` })).toBeVisible();
  await pictureWithAxe(signUp, "team-invites-newcomer-desktop-light");
  await signUp.context().close();
});
