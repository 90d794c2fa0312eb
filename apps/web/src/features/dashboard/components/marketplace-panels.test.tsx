import { configure, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { CompanyWorkPanel } from "./company-work-panel";
import { ApplicationsByStatus, RecommendedTasks } from "./freelancer-work-panel";

// The machine these run on is shared and slow under load: give answers time to arrive.
configure({ asyncUtilTimeout: 10_000 });

const emptyPage = { items: [], pagination: { totalCount: 0, currentPage: 1, totalPages: 0, limit: 5 } };

describe("the dashboard's task panels", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a company with no open task how proposals will arrive", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { ...emptyPage, statusCounts: { DRAFT: 1, OPEN: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 } },
      }),
    );
    renderRoutes([{ path: "/dashboard", element: <CompanyWorkPanel /> }], ["/dashboard"]);
    expect(await screen.findByRole("heading", { name: "No open tasks" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post a task" })).toHaveAttribute("href", "/post-task");
  });

  it("counts a freelancer's proposals by status, each opening its tab", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { ...emptyPage, counts: { PENDING: 3, SHORTLISTED: 1, ACCEPTED: 2, REJECTED: 4, WITHDRAWN: 1 } },
      }),
    );
    renderRoutes([{ path: "/dashboard", element: <ApplicationsByStatus /> }], ["/dashboard"]);
    const shortlisted = await screen.findByRole("link", { name: /Shortlisted\s*1/ });
    expect(shortlisted).toHaveAttribute("href", "/my-applications?status=SHORTLISTED");
    expect(screen.getByRole("link", { name: /Rejected\s*4/ })).toBeInTheDocument();
  });

  it("asks for the freelancer's skills and says what to do when no task matches them", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: emptyPage }));
    const user = makeUser({ role: "FREELANCER" });
    renderRoutes(
      [
        {
          path: "/dashboard",
          element: (
            <RecommendedTasks
              user={{
                ...user,
                freelancerProfile: {
                  headline: "Developer",
                  bio: null,
                  skills: ["React", "Go"],
                  hourlyRate: 100_000,
                  experienceLevel: "EXPERT",
                  availability: "AVAILABLE",
                  location: null,
                  languages: [],
                  education: [],
                  workExperience: [],
                  showcase: { portfolios: [], certifications: [], projects: [] },
                  rating: null,
                  reviewsCount: 0,
                  completedProjects: 0,
                  totalEarned: 0,
                },
              }}
            />
          ),
        },
      ],
      ["/dashboard"],
    );
    expect(await screen.findByRole("heading", { name: "No matching tasks right now" })).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get("skills")).toBe("React,Go");
  });
});
