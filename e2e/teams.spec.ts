import { expect, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import { availableOf, depositThroughApi, milestoneAction, onboardedCompany, projectOf } from "./helpers/projects";
import { postTaskThroughApi, sameDevice, uniqueWord } from "./helpers/tasks";
import { hireTheTeamThroughApi } from "./helpers/teams";
import { onboardedFreelancer } from "./helpers/wallet";

// Issue 12's journey: a freelancer creates a team and invites another, who accepts; the team
// applies to a task; the company hires the team, funds and approves a milestone; the release is
// split by the payout shares and both members see their part in their wallets.
test("a team is formed, applies, is hired and paid; each member gets their share", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const company = await onboardedCompany(request, "team-journey");
  const owner = await onboardedFreelancer(request, "team-owner");
  const member = await onboardedFreelancer(request, "team-member");
  await depositThroughApi(request, company, 10_000_000);
  const title = `Clinic booking app (${uniqueWord("Team")})`;
  const task = await postTaskThroughApi(request, company, {
    title,
    budgetMin: 4_500_000,
    budgetMax: 4_500_000,
    skills: ["Figma", "UI design"],
    category: "DESIGN",
  });
  const teamName = `Kite ${uniqueWord("Crew").slice(-6)}`;

  // The owner creates the team on /team/create.
  await storeSession(page, owner);
  await page.goto("/team/create");
  await page.getByLabel("Team name").fill(teamName);
  await page.getByLabel("Description").fill("Product design and front-end for clinics and small shops.");
  const skills = page.getByLabel("Skills");
  for (const skill of ["Figma", "UI design"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  const teamId = page.url().split("/team/")[1]!.split(/[?#]/)[0]!;

  // …and invites the second freelancer by email.
  await page.getByRole("tab", { name: "Invite and requests" }).click();
  await page.getByLabel("Email of the person to invite").fill(member.user.email);
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`Invitation sent to ${member.fullName}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Invite and requests" }).getByText(member.fullName)).toBeVisible();

  // The invitee accepts on /team; the team shows among their teams.
  const memberContext = await browser.newContext(sameDevice(baseURL));
  const memberPage = await memberContext.newPage();
  await storeSession(memberPage, member);
  await memberPage.goto("/team");
  await memberPage.getByRole("button", { name: `Accept the invitation to ${teamName}` }).click();
  await expect(memberPage.getByRole("region", { name: "Invitations" })).toHaveCount(0);
  await expect(
    memberPage.getByRole("region", { name: "My teams" }).getByRole("link", { name: teamName }),
  ).toBeVisible();

  // The owner applies to the task as the team.
  await page.goto(`/tasks/${task.id}`);
  await page.getByRole("radio", { name: teamName }).check({ force: true });
  await page
    .getByLabel("Cover letter")
    .fill(
      "Our two-person team designs and builds booking flows for clinics. We would start with a short research call and show a first design within a week.",
    );
  await page.getByLabel(/Your amount/).fill("45000");
  await page.getByLabel("Days to deliver").fill("20");
  await page.getByRole("button", { name: "Send proposal" }).click();
  await expect(page.getByText("Proposal sent")).toBeVisible();

  // The company hires the team.
  const projectId = await hireTheTeamThroughApi(request, company, task.id, teamId);

  // The owner sets the payout shares, 60 / 40, before any funding.
  await page.goto(`/team/${teamId}`);
  await page.getByRole("textbox", { name: `Share of ${owner.fullName}, percent` }).fill("60");
  await page.getByRole("textbox", { name: `Share of ${member.fullName}, percent` }).fill("40");
  await page.getByRole("button", { name: "Save shares" }).click();
  await expect(page.getByText("Payout shares saved")).toBeVisible();

  // The company funds the milestone; the team delivers; the company approves.
  const ownerBefore = await availableOf(request, owner);
  const memberBefore = await availableOf(request, member);
  const [milestone] = (await projectOf(request, company, projectId)).milestones;
  await milestoneAction(request, company, milestone!.id, "fund");
  await page.reload();
  await expect(page.getByText(/Locked: a milestone of this project has been funded/)).toBeVisible();
  await milestoneAction(request, owner, milestone!.id, "submit", {
    note: "Designs and the booking flow.",
    fileIds: [],
  });
  await milestoneAction(request, company, milestone!.id, "approve");

  expect(await availableOf(request, owner)).toBe(ownerBefore + 2_700_000);
  expect(await availableOf(request, member)).toBe(memberBefore + 1_800_000);

  // Each member sees their part in their wallet.
  await page.goto("/wallet");
  await expect(page.getByRole("region", { name: "Balances" })).toContainText("27.0K INR");
  await memberPage.goto("/wallet");
  await expect(memberPage.getByRole("region", { name: "Balances" })).toContainText("18.0K INR");
  await memberContext.close();
});
