import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeReview, reviewPage } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { UserReviews } from "./user-reviews";

const freelancerId = "00000000-0000-4000-8000-0000000000f1";

function renderReviews() {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <UserReviews userId={freelancerId} emptyDescription="Reviews from companies appear here after projects." />
        ),
      },
    ],
    ["/"],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a profile's reviews", () => {
  it("asks for the person's reviews and shows each with stars, text, project, author and date", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: reviewPage([
          makeReview(),
          makeReview({
            id: "00000000-0000-4000-8000-00000000a002",
            rating: 3,
            comment: "Fine in the end.",
            projectTitle: "Mobile app icons",
            author: { id: "00000000-0000-4000-8000-0000000000c2", name: "Nimbus Foods", avatarUrl: null },
            createdAt: "2026-10-20T12:00:00.000Z",
          }),
        ]),
      }),
    );
    renderReviews();
    const first = await screen.findByRole("article", { name: "Review from Acme Logistics" });
    const url = new URL(String(fetch.mock.calls[0]![0]), "http://localhost");
    expect(url.pathname).toBe("/api/reviews");
    expect(Object.fromEntries(url.searchParams)).toEqual({ userId: freelancerId, page: "1", limit: "10" });

    expect(within(first).getByRole("img", { name: "5 out of 5" })).toBeInTheDocument();
    expect(within(first).getByText(/^Delivered ahead of time\./)).toBeInTheDocument();
    expect(within(first).getByText("Brand refresh and landing page")).toBeInTheDocument();
    expect(within(first).getByText("5 Nov 2026")).toHaveAttribute("datetime", "2026-11-05T12:00:00.000Z");
    const second = screen.getByRole("article", { name: "Review from Nimbus Foods" });
    expect(within(second).getByRole("img", { name: "3 out of 5" })).toBeInTheDocument();
    expect(within(second).getByText("20 Oct 2026")).toBeInTheDocument();
    // The API's order (newest first) is the order on screen.
    expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual([
      "Review from Acme Logistics",
      "Review from Nimbus Foods",
    ]);
    expect(screen.getByRole("region", { name: "Reviews" })).toHaveTextContent("2 reviews, newest first");
    expect(screen.queryByText("No reviews yet")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("pages through the reviews ten at a time", async () => {
    const fetch = stubFetch((url) => {
      const page = Number(new URL(url, "http://localhost").searchParams.get("page"));
      const items =
        page === 1 ? [makeReview({ comment: "The newest one." })] : [makeReview({ comment: "An older one." })];
      return jsonResponse(200, { success: true, data: reviewPage(items, page, 11) });
    });
    renderReviews();
    expect(await screen.findByText("The newest one.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Reviews" })).toHaveTextContent("11 reviews, newest first");
    expect(screen.getByText(/^Page/)).toHaveTextContent("Page 1 of 2");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("An older one.")).toBeInTheDocument();
    expect(screen.getByText(/^Page/)).toHaveTextContent("Page 2 of 2");
    const asked = new URL(String(fetch.mock.calls.at(-1)![0]), "http://localhost");
    expect(asked.searchParams.get("page")).toBe("2");
  });

  it("says what will appear when there is no review yet", async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: reviewPage([]) }));
    renderReviews();
    expect(await screen.findByRole("heading", { name: "No reviews yet" })).toBeInTheDocument();
    expect(screen.getByText("Reviews from companies appear here after projects.")).toBeInTheDocument();
  });

  it("says when the reviews could not load, and offers to try again", async () => {
    stubFetch(() => jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Crewlance is busy." }));
    renderReviews();
    expect(await screen.findByRole("alert")).toHaveTextContent("Crewlance is busy.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
