import { PAYOUT_SHARES_TOTAL_BPS as SHARES_TOTAL_BPS } from "@crewlance/contracts/teams";
import { describe, expect, it } from "vitest";
import { splitPayout } from "./payout-split";

/*
 * Property test of the team payout split (decision 0041), with a seeded generator so a failure
 * names the case that broke: for random shares and amounts the parts add up to the amount
 * exactly, none is negative, nobody gets more than their share rounded up, and the owner's
 * remainder is less than one paisa per member.
 */

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomShares(random: () => number, members: number): number[] {
  // Cut points in [0, 10000]: the gaps are the shares (zeros allowed).
  const cuts = Array.from({ length: members - 1 }, () => Math.floor(random() * (SHARES_TOTAL_BPS + 1))).sort(
    (a, b) => a - b,
  );
  const bounds = [0, ...cuts, SHARES_TOTAL_BPS];
  return bounds.slice(1).map((bound, index) => bound - bounds[index]!);
}

const AMOUNT_KINDS = [
  (random: () => number) => Math.floor(random() * 100), // under a rupee
  (random: () => number) => Math.floor(random() * 10_000_000), // up to 1 lakh INR
  (random: () => number) => Math.floor(random() * 10_000_000_000), // up to 10 crore INR
  (random: () => number) => Number.MAX_SAFE_INTEGER - Math.floor(random() * 1000), // the largest safe amounts
];

describe("splitPayout", () => {
  it("always sums to the amount exactly, never negative, remainder to the owner (20,000 seeded cases)", () => {
    const random = mulberry32(20261122);
    // Checked with plain comparisons and reported together: 20,000 runs of expect() per part
    // took longer than the test's time on a busy machine.
    const broken: string[] = [];
    for (let run = 0; run < 20_000 && broken.length < 5; run++) {
      const members = 1 + Math.floor(random() * 12);
      const bps = randomShares(random, members);
      const amount = AMOUNT_KINDS[run % AMOUNT_KINDS.length]!(random);
      const ownerIndex = Math.floor(random() * members);
      const ids = bps.map((_, index) => `member-${index}`);
      const parts = splitPayout(amount, {
        shares: bps.map((basisPoints, index) => ({ userId: ids[index]!, basisPoints })),
        remainderTo: ids[ownerIndex]!,
      });
      let sum = 0n;
      let fair = true;
      for (const [userId, part] of parts) {
        if (!Number.isSafeInteger(part) || part <= 0) fair = false;
        sum += BigInt(part);
        const index = ids.indexOf(userId);
        const exact = (BigInt(amount) * BigInt(bps[index]!)) / BigInt(SHARES_TOTAL_BPS);
        const extra = BigInt(part) - exact;
        // Everyone gets their floor; only the owner gets more, and less than a paisa per member.
        if (index === ownerIndex ? extra < 0n || extra >= BigInt(members) : extra !== 0n) fair = false;
      }
      if (!fair || sum !== BigInt(amount)) {
        broken.push(`run ${run}: amount ${amount}, shares ${bps.join("/")}, owner ${ownerIndex} → ${[...parts]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("gives a lone owner everything and splits 3 ways with the odd paisa to the owner", () => {
    expect([...splitPayout(1001, { shares: [{ userId: "o", basisPoints: 10_000 }], remainderTo: "o" })]).toEqual([
      ["o", 1001],
    ]);
    const parts = splitPayout(100, {
      shares: [
        { userId: "a", basisPoints: 3333 },
        { userId: "o", basisPoints: 3334 },
        { userId: "b", basisPoints: 3333 },
      ],
      remainderTo: "o",
    });
    expect(Object.fromEntries(parts)).toEqual({ a: 33, o: 34, b: 33 });
  });

  it("refuses shares that do not add up to 100% and negative or fractional input", () => {
    expect(() => splitPayout(100, { shares: [{ userId: "a", basisPoints: 9999 }], remainderTo: "a" })).toThrow(
      RangeError,
    );
    expect(() => splitPayout(-1, { shares: [{ userId: "a", basisPoints: 10_000 }], remainderTo: "a" })).toThrow(
      RangeError,
    );
    expect(() => splitPayout(1.5, { shares: [{ userId: "a", basisPoints: 10_000 }], remainderTo: "a" })).toThrow(
      RangeError,
    );
    expect(() =>
      splitPayout(100, {
        shares: [
          { userId: "a", basisPoints: 10_001 },
          { userId: "b", basisPoints: -1 },
        ],
        remainderTo: "a",
      }),
    ).toThrow(RangeError);
  });
});
