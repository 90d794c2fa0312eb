import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/test/render";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { ScreenLoadError } from "./stale-screen";

function Failing({ error }: { error: unknown }): never {
  throw error;
}

function routesThatFail(error: unknown) {
  return [
    {
      path: "/broken",
      element: (
        <ScreenErrorBoundary resetKey="/broken">
          <Failing error={error} />
        </ScreenErrorBoundary>
      ),
    },
    {
      path: "/fine",
      element: (
        <ScreenErrorBoundary resetKey="/fine">
          <p>Fine screen</p>
        </ScreenErrorBoundary>
      ),
    },
  ];
}

afterEach(() => vi.restoreAllMocks());

describe("a screen that fails", () => {
  it("says a screen whose code did not load may be out of date, and reloads on the button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    renderRoutes(routesThatFail(new ScreenLoadError(new TypeError("Failed to fetch"))), ["/broken"]);
    expect(await screen.findByRole("heading", { name: "This screen couldn't load" })).toBeInTheDocument();
    expect(screen.getByText(/may have been updated since you opened this tab/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says something went wrong for any other error, and another path renders again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = renderRoutes(routesThatFail(new Error("render bug")), ["/broken"]);
    expect(await screen.findByText(/Something went wrong while showing this screen/)).toBeInTheDocument();
    await act(() => router.navigate("/fine"));
    expect(screen.getByText("Fine screen")).toBeInTheDocument();
  });
});
