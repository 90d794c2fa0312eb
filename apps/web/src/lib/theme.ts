import { useEffect, useSyncExternalStore } from "react";
import { create } from "zustand";
import { STORAGE_KEYS, writeStorage } from "./storage";
import {
  applyTheme,
  darkQuery,
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  type ThemePreference,
} from "./theme-preference";

export type { ResolvedTheme, ThemePreference };
export { applyTheme, readThemePreference, resolveTheme };

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
