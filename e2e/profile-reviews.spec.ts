import { expect, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import { DESKTOP, PHONE } from "./helpers/devices";
import {
  completeThroughApi,
  depositThroughApi,
  hireThroughApi,
  onboardedCompany,
  reviewThroughApi,
} from "./helpers/projects";
import { checkScreen } from "./helpers/screens";
import { sameDevice, uniqueWord } from "./helpers/tasks";
import { chooseTheme } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// A project completes and both sides review it: the company's review shows on the freelancer's
// public profile (not before the freelancer's own review is in: the reviews are blind until
// then), and the freelancer's review on the company's /profile and on its public page, which a
// freelancer opens from the task's company card (decision 0083).
test("both reviews of a completed project show on the freelancer's and the company's profiles", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await onboardedCompany(request, "profile-reviews");
  const freelancer = await onboardedFreelancer(request, "profile-reviews");
  await depositThroughApi(request, company, 10_000_000);
  const title = `Packaging for our tea range (${uniqueWord("Reviews")})`;
  const { projectId, taskId } = await hireThroughApi(request, company, freelancer, { title, amount: 3_000_000 });
  await completeThroughApi(request, company, freelancer, projectId);

  await reviewThroughApi(request, company, projectId, {
    rating: 5,
    comment: "Beautiful packaging, delivered two days early.",
  });
  await storeSession(page, company);
  await page.goto(`/freelancers/${freelancer.user.id}`);
  const freelancerReviews = page.getByRole("region", { name: "Reviews" });
  // Sealed until the freelancer reviews too.
  await expect(freelancerReviews.getByRole("heading", { name: "No reviews yet" })).toBeVisible();
  await expect(freelancerReviews).not.toContainText("Beautiful packaging");

  await reviewThroughApi(request, freelancer, projectId, {
    rating: 4,
    comment: "A clear brief, quick answers and payment on the day.",
  });
  await page.reload();
  const fromCompany = freelancerReviews.getByRole("article", { name: `Review from ${company.companyName}` });
  await expect(fromCompany).toContainText("Beautiful packaging, delivered two days early.");
  await expect(fromCompany).toContainText(title);
  await expect(fromCompany.getByRole("img", { name: "5 out of 5" })).toBeVisible();
  await expect(fromCompany.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  await expect(freelancerReviews).toContainText("1 review, newest first");
  await expect(page.getByText("No reviews yet")).toHaveCount(0);

  // The company's own profile: what freelancers said about it.
  await page.goto("/profile");
  const fromFreelancer = page
    .getByRole("region", { name: "Reviews" })
    .getByRole("article", { name: `Review from ${freelancer.fullName}` });
  await expect(fromFreelancer).toContainText("A clear brief, quick answers and payment on the day.");
  await expect(fromFreelancer).toContainText(title);
  await expect(fromFreelancer.getByRole("img", { name: "4 out of 5" })).toBeVisible();

  // The freelancer's own profile shows the company's review too.
  const freelancerContext = await browser.newContext(sameDevice(baseURL));
  const other = await freelancerContext.newPage();
  await storeSession(other, freelancer);
  await other.goto("/profile");
  await expect(
    other.getByRole("region", { name: "Reviews" }).getByRole("article", { name: `Review from ${company.companyName}` }),
  ).toContainText("Beautiful packaging, delivered two days early.");

  // The freelancer opens the company from the task and reads what was written about it.
  await other.goto(`/tasks/${taskId}`);
  await other
    .getByRole("region", { name: "About the company" })
    .getByRole("link", { name: company.companyName })
    .click();
  await expect(other).toHaveURL(`/companies/${company.user.id}`);
  await expect(other.getByRole("heading", { level: 1, name: company.companyName })).toBeVisible();
  await expect(other.getByRole("region", { name: "Reputation" })).toContainText("4.0 (1)");
  const aboutCompany = other
    .getByRole("region", { name: "Reviews" })
    .getByRole("article", { name: `Review from ${freelancer.fullName}` });
  await expect(aboutCompany).toContainText("A clear brief, quick answers and payment on the day.");
  await expect(other.getByText(company.user.email)).toHaveCount(0);
  for (const [device, size] of [
    ["desktop", DESKTOP.viewport],
    ["phone", PHONE.viewport],
  ] as const) {
    await other.setViewportSize(size);
    for (const theme of ["light", "dark"] as const) {
      await chooseTheme(other, theme);
      await other.reload();
      await expect(aboutCompany).toBeVisible();
      await checkScreen(other, `company-page-${device}`, theme);
    }
  }
  await freelancerContext.close();
});
