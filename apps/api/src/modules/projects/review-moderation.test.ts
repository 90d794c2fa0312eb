import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { hide } from "../../../test/safety-enforcement";
import { createUser } from "../../../test/users";
import { projectReviews } from "../../db/schema/projects";
import { freelancerProfiles } from "../../db/schema/users";
import { companyReviewFigures } from "./figures";
import { describeReview } from "./review-moderation";
import { depositTo, ok, type ProjectSetup, renewSessions, send, sendMoney, setupProject } from "./testing";

// A review hidden by moderation (decision 0092): left out of the profile's list and of the
// subject's rating; an appeal restores both. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let s: ProjectSetup;
let aboutFreelancer: string;
let aboutCompany: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await setupProject(t.app);
  await depositTo(t.app, s.company, 40_000_000);
  const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
  const milestoneId = project.milestones[0].id as string;
  await ok(sendMoney(t.app, s.company, `/api/milestones/${milestoneId}/fund`));
  await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${milestoneId}/submit`, { note: "Done." }));
  await ok(sendMoney(t.app, s.company, `/api/milestones/${milestoneId}/approve`));
  const reviewUrl = `/api/projects/${s.projectId}/reviews`;
  await ok(send(t.app, s.company, "POST", reviewUrl, { rating: 2, comment: "Call me on my number instead." }), 201);
  await ok(send(t.app, s.freelancer, "POST", reviewUrl, { rating: 1, comment: "Fake company, avoid." }), 201);
  await renewSessions(t.app, s.company, s.freelancer);
  const rows = await t.app.ctx.db.select().from(projectReviews).where(eq(projectReviews.projectId, s.projectId));
  aboutFreelancer = rows.find((row) => row.subjectId === s.freelancer.user.id)!.id;
  aboutCompany = rows.find((row) => row.subjectId === s.company.user.id)!.id;
});
afterAll(() => t.close());

const listed = async (userId: string) =>
  (await ok(send(t.app, null, "GET", `/api/reviews?userId=${userId}`))).items.map((item: { id: string }) => item.id);

const freelancerRating = async () =>
  (
    await t.app.ctx.db
      .select({ rating: freelancerProfiles.rating, count: freelancerProfiles.reviewsCount })
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, s.freelancer.user.id))
  )[0];

describe("a hidden review", () => {
  it("leaves a freelancer's list and rating, and comes back with an appeal", async () => {
    expect(await listed(s.freelancer.user.id)).toEqual([aboutFreelancer]);
    expect(await freelancerRating()).toEqual({ rating: 2, count: 1 });
    await hide(t.app, "REVIEW", aboutFreelancer);
    expect(await listed(s.freelancer.user.id)).toEqual([]);
    expect(await freelancerRating()).toEqual({ rating: null, count: 0 });
    await hide(t.app, "REVIEW", aboutFreelancer, true);
    expect(await listed(s.freelancer.user.id)).toEqual([aboutFreelancer]);
    expect(await freelancerRating()).toEqual({ rating: 2, count: 1 });
  });

  it("leaves a company's list and its reputation's average", async () => {
    const figures = async () => (await companyReviewFigures(t.app.ctx, [s.company.user.id])).get(s.company.user.id);
    expect(await figures()).toEqual({ averageRating: 1, reviewsCount: 1 });
    await hide(t.app, "REVIEW", aboutCompany);
    expect(await listed(s.company.user.id)).toEqual([]);
    expect(await figures()).toBeUndefined();
    await hide(t.app, "REVIEW", aboutCompany, true);
  });
});

describe("a review described to the moderation queue", () => {
  it("by its author, with its text, to anyone once public; only to its parties once hidden", async () => {
    const stranger = await createUser(t.app, { fullName: "Sam Stranger" });
    const described = await describeReview(t.app.ctx, aboutCompany, stranger.user.id);
    expect(described).toMatchObject({
      ownerId: s.freelancer.user.id,
      label: "Review by Ravi Kumar",
      preview: "Fake company, avoid.",
    });
    expect(await described!.context()).toEqual([
      expect.objectContaining({ label: "Project", text: "Build a React dashboard for our logistics app" }),
      expect.objectContaining({ label: "About Acme Logistics", text: "1 of 5 stars", reported: true }),
    ]);
    await hide(t.app, "REVIEW", aboutCompany);
    expect(await describeReview(t.app.ctx, aboutCompany, stranger.user.id)).toBeNull();
    expect(await describeReview(t.app.ctx, aboutCompany, s.company.user.id)).not.toBeNull();
    expect(await describeReview(t.app.ctx, aboutCompany, null)).not.toBeNull();
    expect(await describeReview(t.app.ctx, "00000000-0000-4000-8000-000000000000", null)).toBeNull();
    await hide(t.app, "REVIEW", aboutCompany, true);
  });
});
