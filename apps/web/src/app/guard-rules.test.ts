import { describe, expect, it } from "vitest";
import { type GuardState, guardRedirect } from "./guard-rules";

const unauthenticated: GuardState = { isAuthenticated: false, user: null };
const unverified: GuardState = { isAuthenticated: true, user: { emailVerified: false, onboardingCompleted: false } };
const notOnboarded: GuardState = { isAuthenticated: true, user: { emailVerified: true, onboardingCompleted: false } };
const onboarded: GuardState = { isAuthenticated: true, user: { emailVerified: true, onboardingCompleted: true } };

describe("guardRedirect", () => {
  describe("private routes", () => {
    it.each([
      ["unauthenticated", unauthenticated, "/auth/login"],
      ["unverified email", unverified, "/email-verification"],
      ["verified, not onboarded", notOnboarded, "/onboarding"],
      ["onboarded", onboarded, null],
    ])("%s → %s", (_name, state, expected) => {
      expect(guardRedirect("private", state, "/dashboard")).toBe(expected);
    });

    it("sends a signed-out visit to sign-in with the page to come back to", () => {
      expect(guardRedirect("private", unauthenticated, "/project-management/42", "?tab=board")).toBe(
        "/auth/login?next=%2Fproject-management%2F42%3Ftab%3Dboard",
      );
    });

    it("treats a flag without a user as signed out", () => {
      expect(guardRedirect("private", { isAuthenticated: true, user: null })).toBe("/auth/login");
    });
  });

  describe("root and /auth", () => {
    it("sends every signed-in state to /dashboard", () => {
      for (const state of [unverified, notOnboarded, onboarded]) {
        expect(guardRedirect("root", state, "/")).toBe("/dashboard");
        expect(guardRedirect("root", state, "/auth/login")).toBe("/dashboard");
      }
    });
    it("sends a signed-in visit of sign-in to the page it names, if it is one of this app", () => {
      expect(guardRedirect("root", onboarded, "/auth/login", "?next=%2Fwallet")).toBe("/wallet");
      expect(guardRedirect("root", onboarded, "/auth/login", "?next=%2F%2Fevil.example")).toBe("/dashboard");
    });
    it("sends an unauthenticated visit of '/' to login", () => {
      expect(guardRedirect("root", unauthenticated, "/")).toBe("/auth/login");
    });
    it("renders /auth pages when unauthenticated", () => {
      expect(guardRedirect("root", unauthenticated, "/auth/login")).toBeNull();
      expect(guardRedirect("root", unauthenticated, "/auth/signup")).toBeNull();
    });
  });

  describe("onboarding", () => {
    it.each([
      ["unauthenticated", unauthenticated, "/auth/login"],
      ["unverified email", unverified, "/email-verification"],
      ["verified, not onboarded", notOnboarded, null],
      ["onboarded", onboarded, "/dashboard"],
    ])("%s → %s", (_name, state, expected) => {
      expect(guardRedirect("onboarding", state, "/onboarding")).toBe(expected);
    });
  });

  describe("email verification", () => {
    it.each([
      ["unauthenticated", unauthenticated, "/auth/login"],
      ["unverified email", unverified, null],
      ["verified, not onboarded", notOnboarded, "/onboarding"],
      ["onboarded", onboarded, "/dashboard"],
    ])("%s → %s", (_name, state, expected) => {
      expect(guardRedirect("emailVerification", state, "/email-verification")).toBe(expected);
    });
  });
});
