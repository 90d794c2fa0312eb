/** Local storage keys, named exactly as the product fixes them. */
export const STORAGE_KEYS = {
  auth: "authData",
  education: "educationData",
  showcase: "showcaseData",
  /** An unfinished onboarding wizard's typed values (decision 0082). */
  onboarding: "onboardingDraft",
  accessToken: "accessToken",
  user: "user",
  theme: "crewlance-theme",
} as const;

/** A read failure is logged and the caller's default is used. */
export function readStorage<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch (error) {
    console.error(`Could not read "${key}" from local storage`, error);
    return fallback;
  }
}

export function writeStorage(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not write "${key}" to local storage`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    console.error(`Could not remove "${key}" from local storage`, error);
  }
}

/** Kept by a sign-out: the theme is the device's, not the session's (docs/decisions/0011). */
const KEPT_ON_SIGN_OUT: readonly string[] = [STORAGE_KEYS.theme];

/** Clears local storage on sign-out, all of it but the keys kept on sign-out. */
export function clearStorage(): void {
  try {
    const kept = KEPT_ON_SIGN_OUT.flatMap((key) => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    localStorage.clear();
    for (const [key, value] of kept) localStorage.setItem(key, value);
  } catch (error) {
    console.error("Could not clear local storage", error);
  }
}
