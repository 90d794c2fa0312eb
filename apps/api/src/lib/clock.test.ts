import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, holdClock, now, releaseClock, resetClock } from "./clock";

afterEach(() => resetClock());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the movable clock", () => {
  it("stands still while held, moves only as far as it is advanced, and runs on with its offset once released", async () => {
    advanceClock(3_600_000);
    const moment = new Date("2027-03-31T18:29:59.000Z");
    holdClock(moment);
    await pause(30);
    expect(now()).toEqual(moment);
    advanceClock(1000);
    expect(now().toISOString()).toBe("2027-03-31T18:30:00.000Z");

    releaseClock();
    const ahead = now().getTime() - Date.now();
    expect(ahead).toBeGreaterThanOrEqual(3_599_000);
    expect(ahead).toBeLessThanOrEqual(3_600_000);
  });

  it("comes back to the real time on reset, held or not", () => {
    holdClock(new Date("2030-01-01T00:00:00Z"));
    resetClock();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
