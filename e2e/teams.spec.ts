import { expect, type Page, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import { availableOf, depositThroughApi, onboardedCompany } from "./helpers/projects";
import { postTaskThroughApi, sameDevice, uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

function milestoneOne(page: Page) {
  return page.getByRole("article", { name: /^Milestone 1:/ });
}

// The team journey: a freelancer creates a team and invites another, who accepts; the team
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
  await page.getByRole("textbox", { name: "Invite by email" }).fill(member.user.email);
  await page.getByRole("button", { name: "Invite by email" }).click();
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

  // The company, signed in in its own browser, hires the team: the proposal is the owner's, sent as
  // the team; the confirmation says what accepting does.
  const companyContext = await browser.newContext(sameDevice(baseURL));
  const companyPage = await companyContext.newPage();
  await storeSession(companyPage, company);
  await companyPage.goto(`/tasks/${task.id}`);
  const proposal = companyPage
    .getByRole("region", { name: "Proposals" })
    .getByRole("article", { name: `Proposal from ${owner.fullName}` });
  await proposal.getByRole("button", { name: "Accept" }).click();
  const ownerFirstName = owner.fullName.split(" ")[0]!;
  const accept = companyPage.getByRole("dialog");
  await expect(accept).toContainText(
    `Accepting creates a project with ${ownerFirstName} for 45.0K INR; no other application is waiting.`,
  );
  await accept.getByRole("button", { name: `Accept and hire ${ownerFirstName}` }).click();
  await expect(accept).toBeHidden();
  await expect(proposal.getByText("Accepted")).toBeVisible();

  // The owner sets the payout shares, 60 / 40, before any funding.
  await page.goto(`/team/${teamId}`);
  await page.getByRole("textbox", { name: `Share of ${owner.fullName}, percent` }).fill("60");
  await page.getByRole("textbox", { name: `Share of ${member.fullName}, percent` }).fill("40");
  await page.getByRole("button", { name: "Save shares" }).click();
  await expect(page.getByText("Payout shares saved")).toBeVisible();

  // The company opens the project from its list and funds the milestone; the dialog states the money.
  const ownerBefore = await availableOf(request, owner);
  const memberBefore = await availableOf(request, member);
  await companyPage.goto("/project-management");
  await companyPage.getByRole("article").filter({ hasText: title }).getByRole("link", { name: title }).click();
  await expect(companyPage).toHaveURL(/\/project-management\/[0-9a-f-]{36}$/);
  const projectId = new URL(companyPage.url()).pathname.split("/").pop()!;
  await milestoneOne(companyPage).getByRole("button", { name: "Fund milestone" }).click();
  const fund = companyPage.getByRole("dialog", { name: /^Fund/ });
  await expect(
    fund.getByText("Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance"),
  ).toBeVisible();
  await fund.getByRole("button", { name: "Fund ₹47,655.00" }).click();
  await expect(fund).toBeHidden();
  await expect(milestoneOne(companyPage).getByText("Funded · in progress")).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Locked: a milestone of this project has been funded/)).toBeVisible();

  // The owner delivers on the project's screen.
  await page.goto(`/project-management/${projectId}`);
  await milestoneOne(page).getByRole("button", { name: "Submit work" }).click();
  const submit = page.getByRole("dialog", { name: /^Submit/ });
  await submit.getByLabel("Note to the company").fill("Designs and the booking flow.");
  await submit.getByRole("button", { name: "Submit work" }).click();
  await expect(submit).toBeHidden();
  await expect(milestoneOne(page).getByText("Submitted for review")).toBeVisible();

  // The company approves: the dialog says what is released and to whom.
  await companyPage.reload();
  await milestoneOne(companyPage).getByRole("button", { name: "Approve and pay" }).click();
  const approve = companyPage.getByRole("dialog", { name: /^Approve/ });
  await expect(approve.getByText(`Release ₹42,750.00 from escrow to ${owner.fullName}`)).toBeVisible();
  await approve.getByRole("button", { name: "Approve and release ₹42,750.00" }).click();
  await expect(approve).toBeHidden();
  await expect(companyPage.getByText("Completed", { exact: true }).first()).toBeVisible();
  await companyContext.close();

  // Each member's share less 5% TDS, neither gave a PAN (decision 0089).
  expect(await availableOf(request, owner)).toBe(ownerBefore + 2_565_000);
  expect(await availableOf(request, member)).toBe(memberBefore + 1_710_000);

  // Each member sees their part in their wallet, less 5% TDS (decision 0089).
  await page.goto("/wallet");
  await expect(page.getByRole("region", { name: "Balances" }).getByTitle("₹25,650.00").first()).toBeVisible();
  await memberPage.goto("/wallet");
  await expect(memberPage.getByRole("region", { name: "Balances" }).getByTitle("₹17,100.00").first()).toBeVisible();
  await memberContext.close();
});
