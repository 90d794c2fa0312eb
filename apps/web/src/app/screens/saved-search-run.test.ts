import { ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import type { TSavedFreelancerQuery, TSavedTaskQuery } from "@crewlance/contracts/saved-searches";
import { ZTaskListQuery } from "@crewlance/contracts/tasks";
import { describe, expect, it } from "vitest";
import { freelancerListParams } from "@/features/freelancers/api";
import { filtersFromParams as freelancerFilters } from "@/features/freelancers/filters";
import { runLink } from "@/features/saved-searches/run-link";
import { filtersFromParams as taskFilters, taskListParams } from "@/features/tasks/filters";

/*
 * Run on a saved search opens its list; the list then sends GET /tasks or GET /user/freelancers.
 * What it sends, read by the list's schema, is the saved query again (decision 0102).
 */

const withoutPage = ({ page: _page, limit: _limit, ...rest }: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));

const addressOf = (link: string) => new URLSearchParams(link.split("?")[1] ?? "");

describe("running a saved search", () => {
  it("opens the task list that sends the saved query", () => {
    const saved: TSavedTaskQuery = {
      q: "react dashboard",
      category: "WEB_DEVELOPMENT",
      skills: ["React", "Node.js"],
      minBudget: 1_250_050,
      maxBudget: 5_000_000,
      budgetType: "FIXED",
      experienceLevel: "EXPERT",
      postedWithinDays: 7,
      sort: "budget_desc",
    };
    const link = runLink({ kind: "tasks", query: saved });
    expect(link.startsWith("/tasks?view=browse&")).toBe(true);
    const sent = taskListParams(taskFilters(addressOf(link)));
    expect(withoutPage(ZTaskListQuery.parse(sent))).toEqual(saved);
  });

  it("opens the open task list alone for a search with no filter", () => {
    expect(runLink({ kind: "tasks", query: { sort: "relevance" } })).toBe("/tasks?view=browse");
  });

  it("opens the directory that sends the saved query", () => {
    const saved: TSavedFreelancerQuery = {
      q: "figma",
      skills: ["Figma"],
      minRate: 50_000,
      maxRate: 150_000,
      experienceLevel: "INTERMEDIATE",
      availability: "AVAILABLE",
      location: "Pune",
      sort: "rating",
    };
    const link = runLink({ kind: "freelancers", query: saved });
    const sent = freelancerListParams(freelancerFilters(addressOf(link)));
    expect(withoutPage(ZFreelancerListQuery.parse(sent))).toEqual(saved);
  });
});
