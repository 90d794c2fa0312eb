import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeReview, makeUser, reviewPage } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import FreelancerDetailScreen from "./freelancer-detail-screen";

const companyId = "00000000-0000-4000-8000-0000000000c0";
const freelancerId = "00000000-0000-4000-8000-0000000000f1";

function renderDetail(id: string) {
  return renderRoutes(
    [
      { path: "/freelancers/:id", element: <FreelancerDetailScreen /> },
      { path: "/freelancers", element: <p>directory</p> },
    ],
    [`/freelancers/${id}`],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("freelancer profile screen", () => {
  it("says no freelancer has the address of a company, with the way back to the directory", async () => {
    // GET /user/{id} answers any account; a company's has no freelancer profile.
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: {
          id: companyId,
          fullName: "Chandra Rao",
          role: "COMPANY",
          avatarUrl: null,
          bannerUrl: null,
          createdAt: "2025-01-01T00:00:00.000Z",
          freelancerProfile: null,
          companyProfile: null,
        },
      }),
    );
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { name: "Freelancer not found" })).toBeInTheDocument();
    expect(screen.getByText(/^No freelancer has this address\./)).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the directory" })).toHaveAttribute("href", "/freelancers");
  });

  it("shows the reviews the rating counts, asked for by the freelancer's id", async () => {
    const fetch = stubFetch((url) =>
      url.includes("/reviews")
        ? jsonResponse(200, { success: true, data: reviewPage([makeReview({ comment: "Clean code, on time." })]) })
        : jsonResponse(200, {
            success: true,
            data: {
              id: freelancerId,
              fullName: "Ravi Kumar",
              role: "FREELANCER",
              avatarUrl: null,
              bannerUrl: null,
              createdAt: "2025-01-01T00:00:00.000Z",
              companyProfile: null,
              freelancerProfile: {
                headline: "React developer",
                bio: null,
                skills: ["React"],
                hourlyRate: 150_000,
                experienceLevel: "EXPERT",
                availability: "AVAILABLE",
                location: null,
                languages: [],
                education: [],
                workExperience: [],
                showcase: { portfolios: [], certifications: [], projects: [] },
                rating: 5,
                reviewsCount: 1,
                completedProjects: 1,
                totalEarned: 4_500_000,
              },
            },
          }),
    );
    renderDetail(freelancerId);
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(await within(reviews).findByText("Clean code, on time.")).toBeInTheDocument();
    expect(within(reviews).getByText("Acme Logistics")).toBeInTheDocument();
    expect(screen.queryByText("No reviews yet")).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`/reviews?userId=${freelancerId}`))).toBe(true);
  });

  it.each([
    [404, "NOT_FOUND", "User not found."],
    [400, "VALIDATION_ERROR", "The address is not valid."],
  ])("says the same for a %i answer", async (status, code, message) => {
    stubFetch(() => jsonResponse(status, { success: false, code, message }));
    renderDetail(status === 400 ? "not-an-id" : companyId);
    expect(await screen.findByRole("heading", { name: "Freelancer not found" })).toBeInTheDocument();
  });

  it("tells a failure to load apart from a missing profile, and offers to try again", async () => {
    stubFetch(() => jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Crewlance is busy." }));
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { name: "Could not load this profile" })).toBeInTheDocument();
    expect(screen.getByText("Crewlance is busy.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("reports and blocks from the More menu, and unblocks once blocked", async () => {
    useAuthStore.getState().setAuth({
      user: makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    });
    let blocked = false;
    const calls: string[] = [];
    stubFetch((url, init) => {
      const path = new URL(url).pathname.replace(/^\/api/, "");
      const method = init.method ?? "GET";
      calls.push(`${method} ${path}`);
      if (path === `/safety/blocks/${freelancerId}`) {
        if (method === "PUT") blocked = true;
        if (method === "DELETE") blocked = false;
        const message = method === "PUT" ? "You blocked Ravi Kumar." : undefined;
        return jsonResponse(200, { success: true, data: { blocked }, message });
      }
      if (path.startsWith("/reviews")) return jsonResponse(200, { success: true, data: reviewPage([]) });
      return jsonResponse(200, {
        success: true,
        data: {
          id: freelancerId,
          fullName: "Ravi Kumar",
          role: "FREELANCER",
          avatarUrl: null,
          bannerUrl: null,
          createdAt: "2025-01-01T00:00:00.000Z",
          companyProfile: null,
          freelancerProfile: {
            headline: "React developer",
            bio: null,
            skills: ["React"],
            hourlyRate: 150_000,
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
        },
      });
    });
    renderDetail(freelancerId);
    const more = await screen.findByRole("button", { name: "More actions for Ravi Kumar" });
    // The block state is asked only once the menu opens.
    expect(calls.some((call) => call.includes("/safety/blocks"))).toBe(false);
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Report" }));
    const report = await screen.findByRole("dialog", { name: "Report Ravi Kumar" });
    expect(within(report).getAllByRole("radio")).toHaveLength(7);
    await userEvent.click(within(report).getByRole("button", { name: "Cancel" }));

    await userEvent.click(more);
    const block = await screen.findByRole("menuitem", { name: "Block" });
    await waitFor(() => expect(block).not.toHaveAttribute("data-disabled"));
    await userEvent.click(block);
    const confirm = await screen.findByRole("dialog", { name: "Block Ravi Kumar?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Block" }));
    expect(await screen.findByText("You blocked Ravi Kumar.")).toBeInTheDocument();

    await userEvent.click(more);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Unblock" }));
    const undo = await screen.findByRole("dialog", { name: "Unblock Ravi Kumar?" });
    await userEvent.click(within(undo).getByRole("button", { name: "Unblock" }));
    await waitFor(() => expect(calls).toContain(`DELETE /safety/blocks/${freelancerId}`));
    expect(await screen.findByText("You unblocked Ravi Kumar.")).toBeInTheDocument();
  });

  it("shows no More menu on my own profile", async () => {
    useAuthStore.getState().setAuth({
      user: makeUser({ id: companyId, role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    });
    stubFetch((url) =>
      url.includes("/reviews")
        ? jsonResponse(200, { success: true, data: reviewPage([]) })
        : jsonResponse(200, {
            success: true,
            data: {
              id: companyId,
              fullName: "Asha Rao",
              role: "FREELANCER",
              avatarUrl: null,
              bannerUrl: null,
              createdAt: "2025-01-01T00:00:00.000Z",
              companyProfile: null,
              freelancerProfile: {
                headline: "Designer",
                bio: null,
                skills: [],
                hourlyRate: null,
                experienceLevel: null,
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
            },
          }),
    );
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^More actions/ })).not.toBeInTheDocument();
  });
});
