import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyWhenOnline, loadWhenOnline } from "./load-when-online";

const lostNetwork = () => new TypeError("Failed to fetch dynamically imported module");

// Every failed try is reported with a warning; the tests fail loads on purpose.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("loading what waits for the first screen", () => {
  it("offline, tries again only once the browser is back online, and never rejects", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    let calls = 0;
    const loading = loadWhenOnline(async () => {
      calls++;
      if (calls === 1) throw lostNetwork();
      return "loaded";
    });
    await vi.waitFor(() => expect(calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toBe("loaded");
    expect(calls).toBe(2);
  });

  it("online, tries again after 1 s, then 2 s", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const loading = loadWhenOnline(async () => {
      calls++;
      if (calls < 3) throw lostNetwork();
      return "loaded";
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe("loaded");
  });

  it("keeps a lazy part's fallback on screen while its chunk cannot arrive, instead of failing the page", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    let calls = 0;
    const Menu = lazyWhenOnline(async () => {
      calls++;
      if (calls === 1) throw lostNetwork();
      return { default: () => <button type="button">Account menu</button> };
    });
    render(
      <Suspense fallback={<span>Avatar placeholder</span>}>
        <Menu />
      </Suspense>,
    );
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(screen.getByText("Avatar placeholder")).toBeInTheDocument();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeInTheDocument();
  });
});
