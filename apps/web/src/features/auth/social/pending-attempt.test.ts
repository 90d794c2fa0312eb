import { afterEach, describe, expect, it } from "vitest";
import { PENDING_KEY, savePendingAttempt, takePendingAttempt } from "./pending-attempt";

const attempt = {
  provider: "github",
  state: "state-1",
  codeVerifier: "v".repeat(43),
  intent: "signin",
  startedAt: 1,
} as const;

afterEach(() => sessionStorage.clear());

describe("pending sign-in attempt", () => {
  it("is given back once, then gone", () => {
    savePendingAttempt(attempt);
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null")).toEqual(attempt);
    expect(takePendingAttempt()).toEqual(attempt);
    expect(takePendingAttempt()).toBeNull();
  });

  it("ignores a stored value that is not an attempt, and removes it", () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...attempt, provider: "myspace" }));
    expect(takePendingAttempt()).toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });
});
