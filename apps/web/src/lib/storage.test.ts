import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { storageWith } from "@/test/storage";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

describe("local storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("falls back to the default and logs when reading fails", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "localStorage",
      storageWith({
        getItem: () => {
          throw new Error("denied");
        },
      }),
    );
    expect(readStorage("authData", { fallback: true })).toEqual({ fallback: true });
    expect(log).toHaveBeenCalled();
  });

  it("falls back to the default on corrupt JSON", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.education, "{not json");
    expect(readStorage(STORAGE_KEYS.education, [])).toEqual([]);
  });

  it("logs and carries on when writing fails", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "localStorage",
      storageWith({
        setItem: () => {
          throw new Error("quota");
        },
      }),
    );
    expect(() => writeStorage(STORAGE_KEYS.showcase, { a: 1 })).not.toThrow();
    expect(log).toHaveBeenCalled();
  });

  it("starts signed out when the stored auth data cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.auth, "{broken");
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
  });
});
