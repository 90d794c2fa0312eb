import { readStorage, STORAGE_KEYS } from "./storage";

/*
 * The part of the theme that runs before the app: no React, no store, so the build can ship it
 * as a tiny classic script that sets the theme before the first paint (see build/boot-script.ts).
 */

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const darkQuery = () => window.matchMedia?.("(prefers-color-scheme: dark)");

export function readThemePreference(): ThemePreference {
  const stored = readStorage<string>(STORAGE_KEYS.theme, "system");
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === "system") return systemDark ? "dark" : "light";
  return preference;
}

/** Puts the resolved theme on the page root as the `dark` class. */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): void {
  const resolved = resolveTheme(preference, darkQuery()?.matches ?? false);
  root.classList.toggle("dark", resolved === "dark");
  root.classList.toggle("light", resolved === "light");
}
