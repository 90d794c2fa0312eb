import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "./storage";
import { applyTheme, readThemePreference, resolveTheme, useThemeStore } from "./theme";

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn().mockImplementation((query: string) => ({
      matches: dark && query.includes("dark"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("theme", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.className = "";
  });

  it("defaults to system when nothing is stored", () => {
    expect(readThemePreference()).toBe("system");
  });

  it("ignores an unknown stored value", () => {
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify("sepia"));
    expect(readThemePreference()).toBe("system");
  });

  it("stores the preference under the theme key and applies the html class", () => {
    useThemeStore.getState().setPreference("dark");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme) ?? "null")).toBe("dark");
    expect(readThemePreference()).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");

    useThemeStore.getState().setPreference("light");
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("follows the operating system under the system preference", () => {
    mockSystemDark(true);
    applyTheme("system");
    expect(document.documentElement).toHaveClass("dark");
    mockSystemDark(false);
    applyTheme("system");
    expect(document.documentElement).toHaveClass("light");
  });

  it("resolves preferences", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });
});
