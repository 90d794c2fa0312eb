import { afterEach, describe, expect, it } from "vitest";
import { PENDING_ATTEMPT_TTL_MS, PENDING_KEY, savePendingAttempt, takePendingAttempt } from "./pending-attempt";

const attempt = {
  provider: "github",
  state: "state-1",
  codeVerifier: "v".repeat(43),
  intent: "signin",
  startedAt: 1_000,
} as const;
const answer = { provider: "github", state: "state-1" };
const soon = attempt.startedAt + 60_000;

afterEach(() => sessionStorage.clear());

describe("pending sign-in attempt", () => {
  it("is given back once, then gone", () => {
    savePendingAttempt(attempt);
    expect(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null")).toEqual(attempt);
    expect(takePendingAttempt(answer, soon)).toEqual(attempt);
    expect(takePendingAttempt(answer, soon)).toBeNull();
  });

  it("is left in place by a callback with another state or provider, so a forged link cannot cancel it", () => {
    savePendingAttempt(attempt);
    expect(takePendingAttempt({ provider: "github", state: "forged" }, soon)).toBeNull();
    expect(takePendingAttempt({ provider: "google", state: "state-1" }, soon)).toBeNull();
    expect(takePendingAttempt(answer, soon)).toEqual(attempt);
  });

  it("expires ten minutes after it started", () => {
    savePendingAttempt(attempt);
    expect(takePendingAttempt(answer, attempt.startedAt + PENDING_ATTEMPT_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it("ignores a stored value that is not an attempt, and removes it", () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...attempt, provider: "myspace" }));
    expect(takePendingAttempt(answer, soon)).toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });
});
