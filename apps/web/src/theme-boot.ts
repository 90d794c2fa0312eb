import { applyTheme, readThemePreference } from "./lib/theme-preference";

// Runs before the app renders so the first paint already has the right theme.
applyTheme(readThemePreference());
