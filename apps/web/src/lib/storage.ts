/** Local storage keys of spec A7. */
export const STORAGE_KEYS = {
  auth: "authData",
  education: "educationData",
  showcase: "showcaseData",
  accessToken: "accessToken",
  user: "user",
  theme: "crewlance-theme",
} as const;

/** A read failure is logged and the caller's default is used (spec A7). */
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

export function clearStorage(): void {
  try {
    localStorage.clear();
  } catch (error) {
    console.error("Could not clear local storage", error);
  }
}
