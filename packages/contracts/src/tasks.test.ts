import { describe, expect, it } from "vitest";
import { ZApplyBody, ZRejectBody } from "./applications";
import { ZFreelancerListQuery } from "./freelancers";
import { isCalendarDate, ZTaskCreateBody, ZTaskListQuery, ZTaskUpdateBody } from "./tasks";
import { ZTeamListQuery } from "./teams";

const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const valid = {
  title: "Build a landing page",
  description: "We need a fast landing page for our product launch, with a signup form and analytics.",
  category: "WEB_DEVELOPMENT",
  skills: ["React", "CSS"],
  budgetType: "FIXED",
  budgetMin: 1_000_000,
  budgetMax: 2_000_000,
  deadline: future,
  experienceLevel: "INTERMEDIATE",
};

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join("."));
}

describe("task contracts", () => {
  it("accepts a valid task and refuses each task rule with a field error", () => {
    expect(ZTaskCreateBody.safeParse(valid).success).toBe(true);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, title: "Too short" }))).toEqual(["title"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, title: "x".repeat(121) }))).toEqual(["title"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, description: "short" }))).toEqual(["description"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, skills: [] }))).toEqual(["skills"]);
    expect(
      paths(ZTaskCreateBody.safeParse({ ...valid, skills: Array.from({ length: 16 }, (_, i) => `s${i}`) })),
    ).toEqual(["skills"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, skills: ["React", "react"] }))).toEqual(["skills"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, budgetMin: 3_000_000 }))).toEqual(["budgetMax"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, budgetMin: 0 }))).toEqual(["budgetMin"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, budgetMin: 1.5 }))).toEqual(["budgetMin"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, deadline: "2020-01-01" }))).toEqual(["deadline"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, deadline: "2030-02-30" }))).toEqual(["deadline"]);
    expect(paths(ZTaskCreateBody.safeParse({ ...valid, category: "GARDENING" }))).toEqual(["category"]);
    expect(paths(ZTaskUpdateBody.safeParse({ budgetMin: 5, budgetMax: 4 }))).toEqual(["budgetMax"]);
    expect(ZTaskUpdateBody.safeParse({ title: "A better title here" }).success).toBe(true);
  });

  it("pages a search list only as far as its first 1,000 matches", () => {
    for (const list of [ZTaskListQuery, ZFreelancerListQuery, ZTeamListQuery]) {
      // Page 84 of 12 starts at the 997th match, 11 of 100 at the 1,001st.
      expect(list.safeParse({ page: "84", limit: "12" }).success).toBe(true);
      expect(list.safeParse({ page: "10", limit: "100" }).success).toBe(true);
      for (const query of [
        { page: "85", limit: "12" },
        { page: "11", limit: "100" },
      ]) {
        const result = list.safeParse(query);
        expect(paths(result)).toEqual(["page"]);
        expect(result.error?.issues[0]?.message).toBe(
          "Only the first 1,000 results can be paged through. Narrow the search to see the others.",
        );
      }
    }
  });

  it("reads list queries as the address writes them", () => {
    const query = ZTaskListQuery.parse({ skills: "React,node.js", minBudget: "100", postedWithinDays: "7", q: "" });
    expect(query).toMatchObject({
      skills: ["React", "node.js"],
      minBudget: 100,
      postedWithinDays: 7,
      sort: "relevance",
    });
    expect(query.q).toBeUndefined();
    expect(paths(ZTaskListQuery.safeParse({ minBudget: "5", maxBudget: "4" }))).toEqual(["maxBudget"]);
    expect(paths(ZTaskListQuery.safeParse({ sort: "random" }))).toEqual(["sort"]);
    // A saved search's body may carry anything: a crafted object is refused, not stringified.
    expect(ZTaskListQuery.parse({ skills: ["React", " Go, Rust ", ""] }).skills).toEqual(["React", "Go", "Rust"]);
    expect(paths(ZTaskListQuery.safeParse({ skills: [{ nested: " ", toString: 1 }] }))).toEqual(["skills.0"]);
    expect(paths(ZFreelancerListQuery.safeParse({ skills: ["Go", 7] }))).toEqual(["skills.1"]);
  });

  it("checks calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("tomorrow")).toBe(false);
  });
});

describe("application contracts", () => {
  const apply = {
    coverLetter: "I have built many landing pages like this one. ".repeat(2),
    proposedAmount: 1500000,
    estimatedDays: 10,
  };
  it("applies the task rules", () => {
    expect(ZApplyBody.safeParse(apply).success).toBe(true);
    expect(paths(ZApplyBody.safeParse({ ...apply, coverLetter: "short" }))).toEqual(["coverLetter"]);
    expect(paths(ZApplyBody.safeParse({ ...apply, proposedAmount: 0 }))).toEqual(["proposedAmount"]);
    expect(paths(ZApplyBody.safeParse({ ...apply, estimatedDays: 0 }))).toEqual(["estimatedDays"]);
    expect(paths(ZApplyBody.safeParse({ ...apply, estimatedDays: 366 }))).toEqual(["estimatedDays"]);
    expect(ZRejectBody.safeParse({}).success).toBe(true);
  });
});
