import { describe, expect, it } from "vitest";
import { cleanEmail, cleanName } from "./profiles";
import { newIdentity, PROVIDERS, signInWith, socialTestAppForTests } from "./testing";

describe("cleanName", () => {
  it.each([
    ["Priya\u0000 Menon", "Priya Menon"],
    ["Priya\nMenon\t", "Priya Menon"],
    ["Ra\u001bvi\u007f K\u0085", "Ravi K"],
    ["Zo\ud800ë \udc00😀", "Zoë 😀"],
    ["\u0000\u0001", null],
    [null, null],
  ])("cleans %j to %j", (name, expected) => {
    expect(cleanName(name)).toBe(expected);
  });

  it("cuts at 100 without leaving half of an emoji", () => {
    const name = `${"N".repeat(99)}😀 tail`;
    expect(cleanName(name)).toBe("N".repeat(99));
    expect(cleanName(`${"N".repeat(98)}😀 tail`)).toBe(`${"N".repeat(98)}😀`);
  });
});

describe("cleanEmail", () => {
  it("keeps a plain address, lower-cased, and drops one with a control or broken character", () => {
    expect(cleanEmail(" Priya@Example.COM ")).toBe("priya@example.com");
    expect(cleanEmail("pri\u0000ya@example.com")).toBeNull();
    expect(cleanEmail("priya\ud800@example.com")).toBeNull();
    expect(cleanEmail(undefined)).toBeNull();
  });
});

describe("a provider profile with characters we cannot store", () => {
  const t = socialTestAppForTests();

  it.each(PROVIDERS)("%s: signs in with the name cleaned instead of failing", async (provider) => {
    const identity = newIdentity({ name: "Priya\u0000 Me\ud800non\n" });
    const res = await signInWith(t.app, t.providers[provider], identity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.fullName).toBe("Priya Menon");
  });

  it.each(PROVIDERS)("%s: treats an address with a NUL as no verified email", async (provider) => {
    const identity = newIdentity({ email: `pri\u0000ya.${provider}.${Date.now()}@example.com` });
    const res = await signInWith(t.app, t.providers[provider], identity);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/account has no verified email address/);
  });
});
