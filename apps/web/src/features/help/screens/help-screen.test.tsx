import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type THelpArticle,
  type THelpArticlesResult,
  type TSupportTicket,
} from "@crewlance/contracts/help";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import HelpScreen from "./help-screen";

const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });

const categories: THelpArticlesResult = {
  query: null,
  hits: [],
  categories: [
    {
      category: "Payments and wallet",
      articles: [{ slug: "fees", category: "Payments and wallet", title: "Crewlance fees", summary: "The fees." }],
    },
  ],
};

const feesArticle: THelpArticle = {
  slug: "fees",
  category: "Payments and wallet",
  title: "Crewlance fees",
  summary: "The client fee and the freelancer fee.",
  html: '<p>The client pays 5%. See <a href="/help?article=understanding-your-wallet" data-article="understanding-your-wallet">your wallet</a>.</p>',
  related: [
    {
      slug: "understanding-your-wallet",
      category: "Payments and wallet",
      title: "Understanding your wallet",
      summary: "Balances.",
    },
  ],
  myVote: null,
  feedback: null,
  updatedAt: "2026-11-23T00:00:00.000Z",
};

const ticket: TSupportTicket = {
  id: "00000000-0000-4000-8000-000000000009",
  number: 1001,
  subject: "Withdrawal stuck",
  category: "Payments and wallet",
  status: "ANSWERED",
  replyCount: 1,
  createdAt: "2026-11-23T00:00:00.000Z",
  updatedAt: "2026-11-23T00:05:00.000Z",
  message: "My withdrawal is still pending.",
  attachment: null,
  replies: [
    {
      id: "00000000-0000-4000-8000-000000000010",
      from: "SUPPORT",
      authorName: "Crewlance support",
      body: "It has been paid now.",
      createdAt: "2026-11-23T00:05:00.000Z",
    },
  ],
  requester: { id: "00000000-0000-4000-8000-000000000001", fullName: "Asha", email: "asha@example.test" },
  closedAt: null,
};

const renderHelp = (path: string) => renderRoutes([{ path: "/help", element: <HelpScreen /> }], [path]);

describe("the help center", () => {
  beforeEach(() => useAuthStore.setState({ user: makeUser({ role: "FREELANCER" }) }));
  afterEach(() => vi.unstubAllGlobals());

  it("lists the categories, and searches from the address with the matches marked", async () => {
    const fetchMock = stubFetch((url) => {
      if (new URL(url).pathname.endsWith("/articles/fees")) return ok(feesArticle);
      const q = new URL(url).searchParams.get("q");
      if (!q) return ok(categories);
      return ok({
        query: q,
        categories: [],
        hits: [
          {
            ...categories.categories[0]!.articles[0]!,
            titleHighlighted: `Crewlance ${HIGHLIGHT_START}fees${HIGHLIGHT_END}`,
            excerptHighlighted: `<b>not markup</b> the client ${HIGHLIGHT_START}fee${HIGHLIGHT_END} is 5%`,
          },
        ],
      });
    });
    const { router } = renderHelp("/help");
    expect(await screen.findByRole("link", { name: "Crewlance fees" })).toHaveAttribute("href", "/help?article=fees");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search the help center" }), "fees");
    await waitFor(() => expect(router.state.location.search).toBe("?q=fees"));
    await screen.findByText(/1 article for/);
    const hit = screen.getByRole("link", { name: /Payments and wallet/ });
    expect(
      within(hit)
        .getAllByText(/^fees?$/)
        .map((node) => node.tagName),
    ).toEqual(["MARK", "MARK"]);
    expect(within(hit).getByText(/<b>not markup<\/b>/)).toBeInTheDocument();
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)?.[0]));
    expect(lastUrl.pathname).toBe("/api/help/articles");
    expect(lastUrl.searchParams.get("q")).toBe("fees");

    // Opening a result leaves the search: the field empties and the article stays open past a pause.
    await userEvent.click(hit);
    await waitFor(() => expect(router.state.location.search).toBe("?article=fees"));
    expect(screen.getByRole("searchbox", { name: "Search the help center" })).toHaveValue("");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.state.location.search).toBe("?article=fees");
    expect(screen.getByRole("heading", { name: "Crewlance fees" })).toBeInTheDocument();
  });

  it("opens an article, takes a vote with a thank-you, and lists related articles", async () => {
    let vote: unknown = null;
    stubFetch((url, init) => {
      if (url.endsWith("/feedback")) {
        vote = JSON.parse(String(init.body));
        return ok({ helpful: true });
      }
      return ok({ ...feesArticle, myVote: vote === null ? null : (vote as { helpful: boolean }).helpful });
    });
    renderHelp("/help?article=fees");
    expect(await screen.findByRole("heading", { name: "Crewlance fees" })).toBeInTheDocument();
    expect(screen.getByText(/The client pays 5%/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "your wallet" })).toHaveAttribute(
      "href",
      "/help?article=understanding-your-wallet",
    );
    expect(screen.getByRole("link", { name: /Understanding your wallet/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Thank you for your feedback!")).toBeInTheDocument();
    expect(vote).toEqual({ helpful: true });
    await waitFor(() => expect(screen.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "true"));
  });

  it("'Contact support' shows field errors, then sends the request and opens it under 'My requests'", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith("/help/tickets") && init.method === "POST") {
        return jsonResponse(201, { success: true, data: ticket, message: "We received your request #1001." });
      }
      if (url.includes("/help/tickets/")) return ok(ticket);
      return ok({ items: [ticket], pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 10 } });
    });
    const { router } = renderHelp("/help?view=contact");
    await userEvent.click(await screen.findByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Enter a subject.")).toBeInTheDocument();
    expect(screen.getByText("Choose what your request is about.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Subject"), "Withdrawal stuck");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Payments and wallet");
    await userEvent.type(screen.getByLabelText("Message"), "My withdrawal is still pending.");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=requests&ticket=${ticket.id}`));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      subject: "Withdrawal stuck",
      category: "Payments and wallet",
      message: "My withdrawal is still pending.",
    });
    expect(await screen.findByText("It has been paid now.")).toBeInTheDocument();
    expect(screen.getAllByText("Answered").length).toBeGreaterThan(0);
  });

  it("puts the server's field error on its field", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Describe what you need help with in at least 10 characters.",
        errors: [{ path: "message", message: "Describe what you need help with in at least 10 characters." }],
      }),
    );
    renderHelp("/help?view=contact");
    await userEvent.type(await screen.findByLabelText("Subject"), "Hello");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Teams");
    await userEvent.type(screen.getByLabelText("Message"), "0123456789");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    const field = screen.getByLabelText("Message");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
  });

  it("shows the support queue to admins only", async () => {
    stubFetch(() => ok(categories));
    renderHelp("/help?view=queue");
    expect(await screen.findByRole("link", { name: "Crewlance fees" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Support tickets" })).not.toBeInTheDocument();
  });

  it("an admin answers from the queue", async () => {
    useAuthStore.setState({ user: makeUser({ role: "ADMIN" }) });
    const open = { ...ticket, status: "OPEN" as const, replies: [], replyCount: 0 };
    let answered = false;
    const fetchMock = stubFetch((url) => {
      if (url.endsWith("/replies")) {
        answered = true;
        return jsonResponse(201, { success: true, data: ticket });
      }
      if (url.includes("/admin/help/tickets/")) return ok(answered ? ticket : open);
      return ok({
        items: [{ ...open, requester: open.requester }],
        pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 },
      });
    });
    renderHelp("/help?tab=tickets");
    expect(await screen.findByRole("tab", { name: "Support tickets", selected: true })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: /Withdrawal stuck/ }));
    await userEvent.type(await screen.findByLabelText("Reply to the user"), "It has been paid now.");
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("It has been paid now.")).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/replies"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ body: "It has been paid now." });
  });
});
