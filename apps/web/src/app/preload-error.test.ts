import { describe, expect, it, vi } from "vitest";
import { handlePreloadError, installPreloadErrorHandler } from "./preload-error";

function preloadErrorEvent(payload: unknown): Event {
  const event = new Event("vite:preloadError", { cancelable: true });
  Object.assign(event, { payload });
  return event;
}

describe("preload errors", () => {
  it("reports a failed screen load and rethrows it", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("chunk failed");
    expect(() => handlePreloadError(preloadErrorEvent(failure))).toThrow(failure);
    expect(report).toHaveBeenCalledWith("Preload error: a screen failed to load", failure);
  });

  it("only reports when a listener cancelled the event", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const event = preloadErrorEvent(new Error("chunk failed"));
    event.preventDefault();
    expect(() => handlePreloadError(event)).not.toThrow();
  });

  it("listens on the window and can be removed", () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window;
    const uninstall = installPreloadErrorHandler(target);
    expect(target.addEventListener).toHaveBeenCalledWith("vite:preloadError", handlePreloadError);
    uninstall();
    expect(target.removeEventListener).toHaveBeenCalledWith("vite:preloadError", handlePreloadError);
  });
});
