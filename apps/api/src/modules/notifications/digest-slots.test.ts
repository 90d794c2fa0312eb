import { describe, expect, it } from "vitest";
import { isMondayIn, nextDigestSlot } from "./digest-slots";

/* 09:00 on each person's wall clock, whatever the zone's offset and its daylight saving time. */

const at = (iso: string) => new Date(iso);

describe("nextDigestSlot", () => {
  it("is 09:00 in India (03:30 UTC), today if still ahead, else tomorrow", () => {
    expect(nextDigestSlot(at("2026-12-01T03:00:00Z"), "Asia/Kolkata", "daily").toISOString()).toBe(
      "2026-12-01T03:30:00.000Z",
    );
    expect(nextDigestSlot(at("2026-12-01T03:30:00Z"), "Asia/Kolkata", "daily").toISOString()).toBe(
      "2026-12-02T03:30:00.000Z",
    );
  });

  it("follows New York across the start of daylight saving time (14 March 2027)", () => {
    // Saturday 13 March: EST, 09:00 = 14:00 UTC; Monday 15 March: EDT, 09:00 = 13:00 UTC.
    expect(nextDigestSlot(at("2027-03-13T12:00:00Z"), "America/New_York", "daily").toISOString()).toBe(
      "2027-03-13T14:00:00.000Z",
    );
    expect(nextDigestSlot(at("2027-03-13T14:00:00Z"), "America/New_York", "daily").toISOString()).toBe(
      "2027-03-14T13:00:00.000Z",
    );
  });

  it("follows Auckland across the end of daylight saving time (4 April 2027), a day ahead of UTC", () => {
    // NZDT (+13) before, NZST (+12) after: 09:00 local is 20:00 then 21:00 UTC the day before.
    expect(nextDigestSlot(at("2027-04-02T19:00:00Z"), "Pacific/Auckland", "daily").toISOString()).toBe(
      "2027-04-02T20:00:00.000Z",
    );
    expect(nextDigestSlot(at("2027-04-02T20:00:00Z"), "Pacific/Auckland", "daily").toISOString()).toBe(
      "2027-04-03T21:00:00.000Z",
    );
  });

  it("is Monday 09:00 for a weekly digest, in the person's own calendar", () => {
    // Monday 09:00 in Auckland is Sunday 20:00 UTC.
    const auckland = nextDigestSlot(at("2026-12-02T00:00:00Z"), "Pacific/Auckland", "weekly");
    expect(auckland.toISOString()).toBe("2026-12-06T20:00:00.000Z");
    expect(isMondayIn(auckland, "Pacific/Auckland")).toBe(true);
    expect(isMondayIn(auckland, "UTC")).toBe(false);
    expect(nextDigestSlot(at("2026-11-30T03:29:00Z"), "Asia/Kolkata", "weekly").toISOString()).toBe(
      "2026-11-30T03:30:00.000Z",
    );
  });
});
