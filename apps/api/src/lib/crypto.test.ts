import { describe, expect, it } from "vitest";
import { isSealed, openText, purposeKey, sealText } from "./crypto";

const secret = "a-server-secret-of-at-least-thirty-two-characters";

describe("sealText / openText", () => {
  it("opens what it sealed, and seals the same text differently each time", () => {
    const key = purposeKey(secret, "test");
    const first = sealText(key, "123456789012");
    expect(isSealed(first)).toBe(true);
    expect(first).not.toContain("123456789012");
    expect(sealText(key, "123456789012")).not.toBe(first);
    expect(openText(key, first)).toBe("123456789012");
  });

  it("refuses another purpose's key and a changed value", () => {
    const sealed = sealText(purposeKey(secret, "test"), "123456789012");
    expect(() => openText(purposeKey(secret, "another purpose"), sealed)).toThrow();
    const [prefix, iv, body, tag] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      openText(purposeKey(secret, "test"), [prefix, iv, flipped.toString("base64url"), tag].join(".")),
    ).toThrow();
  });
});
