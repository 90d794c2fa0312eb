import { useEffect, useSyncExternalStore } from "react";
import { create } from "zustand";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

const darkQuery = () => window.matchMedia?.("(prefers-color-scheme: dark)");

export function readThemePreference(): ThemePreference {
  const stored = readStorage<string>(STORAGE_KEYS.theme, "system");
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === "system") return systemDark ? "dark" : "light";
  return preference;
}

/** Puts the resolved theme on the page root as the `dark` class (spec A1). */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): void {
  const resolved = resolveTheme(preference, darkQuery()?.matches ?? false);
  root.classList.toggle("dark", resolved === "dark");
  root.classList.toggle("light", resolved === "light");
}

type ThemeState = { preference: ThemePreference; setPreference: (preference: ThemePreference) => void };

/** Theme preference, default system, kept in local storage under the theme key. */
export const useThemeStore = create<ThemeState>((set) => ({
  preference: readThemePreference(),
  setPreference: (preference) => {
    writeStorage(STORAGE_KEYS.theme, preference);
    applyTheme(preference);
    set({ preference });
  },
}));

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** The theme actually shown, following the operating system while the preference is system. */
export function useResolvedTheme(): ResolvedTheme {
  const preference = useThemeStore((state) => state.preference);
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => darkQuery()?.matches ?? false,
    () => false,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applies when the system theme flips under a system preference.
  useEffect(() => applyTheme(preference), [preference, systemDark]);
  return resolveTheme(preference, systemDark);
}
