import { describe, expect, it } from "vitest";
import { inAppPath, splitMessage } from "./message-parts";

describe("splitMessage", () => {
  it("finds a six-digit code", () => {
    expect(splitMessage("Your Crewlance code is 048213. It expires in 10 minutes.")).toEqual([
      { kind: "text", value: "Your Crewlance code is " },
      { kind: "code", value: "048213" },
      { kind: "text", value: ". It expires in 10 minutes." },
    ]);
  });

  it("finds links, leaves sentence punctuation out, and ignores digits inside them", () => {
    expect(splitMessage("Reset: http://localhost:3000/reset-password?token=123456abc.")).toEqual([
      { kind: "text", value: "Reset: " },
      { kind: "link", value: "http://localhost:3000/reset-password?token=123456abc" },
      { kind: "text", value: "." },
    ]);
  });

  it("does not take longer numbers or phone fragments for codes", () => {
    expect(splitMessage("Order 1234567 and +91-987654-3210")).toEqual([
      { kind: "text", value: "Order 1234567 and +91-987654-3210" },
    ]);
  });
});

describe("inAppPath", () => {
  it("keeps reset links in the app and lets other links go", () => {
    expect(inAppPath("http://localhost:3000/reset-password?token=abc")).toBe("/reset-password?token=abc");
    expect(inAppPath("https://example.com/docs")).toBeNull();
  });
});
