import { describe, expect, it, vi } from "vitest";
import { loadScreenModule, RELOAD_GUARD_MS, type ReloadTarget, reloadOnce, ScreenLoadError } from "./stale-screen";

function fakeTab(startAt = 1_000_000): ReloadTarget & { clock: { at: number }; reloads: number } {
  const stored = new Map<string, string>();
  const tab = {
    clock: { at: startAt },
    reloads: 0,
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
    reload: () => {
      tab.reloads += 1;
    },
    now: () => tab.clock.at,
  };
  return tab;
}

describe("a screen whose code fails to load", () => {
  it("reloads the page the first time and leaves the load pending while the page goes", async () => {
    const tab = fakeTab();
    const settled = vi.fn();
    loadScreenModule(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")), tab).then(
      settled,
      settled,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.reloads).toBe(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it("fails with ScreenLoadError instead of reloading again within the guard", async () => {
    const tab = fakeTab();
    expect(reloadOnce(tab)).toBe(true);
    tab.clock.at += RELOAD_GUARD_MS - 1;
    const failure = new TypeError("Failed to fetch dynamically imported module");
    const loading = loadScreenModule(() => Promise.reject(failure), tab);
    await expect(loading).rejects.toBeInstanceOf(ScreenLoadError);
    await expect(loading).rejects.toMatchObject({ cause: failure });
    expect(tab.reloads).toBe(1);
  });

  it("reloads again once the guard has passed (a later deploy)", () => {
    const tab = fakeTab();
    reloadOnce(tab);
    tab.clock.at += RELOAD_GUARD_MS;
    expect(reloadOnce(tab)).toBe(true);
    expect(tab.reloads).toBe(2);
  });

  it("passes a loaded module through untouched", async () => {
    const tab = fakeTab();
    const module = { default: () => null };
    await expect(loadScreenModule(() => Promise.resolve(module), tab)).resolves.toBe(module);
    expect(tab.reloads).toBe(0);
  });
});
