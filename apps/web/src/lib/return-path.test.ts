import { describe, expect, it } from "vitest";
import { returnPathIn, safeReturnPath, withReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this app with its query and fragment", () => {
    expect(safeReturnPath("/project-management/8f0c2b1e")).toBe("/project-management/8f0c2b1e");
    expect(safeReturnPath("/tasks?status=OPEN&page=2#top")).toBe("/tasks?status=OPEN&page=2#top");
  });

  it.each([
    ["another host, protocol-relative", "//evil.example/steal"],
    ["a backslash the browser reads as a slash", "/\\evil.example"],
    ["a backslash further in", "/tasks\\..\\//evil.example"],
    ["an absolute http address", "http://evil.example/"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path without its slash", "dashboard"],
    ["a tab the URL parser drops, leaving '//'", "/\t/evil.example"],
    ["a newline", "/tasks\n"],
    ["the sign-in screen itself", "/auth/login?next=/wallet"],
    ["an empty value", ""],
    ["no value", null],
  ])("refuses %s", (_case, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("refuses a path longer than any page of the app", () => {
    expect(safeReturnPath(`/tasks?q=${"a".repeat(2100)}`)).toBeNull();
  });
});

describe("withReturnPath and returnPathIn", () => {
  it("carry the page through a sign-in screen's address and back", () => {
    const login = withReturnPath("/auth/login", "/project-management/42?tab=board");
    expect(login).toBe("/auth/login?next=%2Fproject-management%2F42%3Ftab%3Dboard");
    expect(returnPathIn(new URL(login, "http://localhost").search)).toBe("/project-management/42?tab=board");
    expect(withReturnPath("/auth/login?method=phone", "/wallet")).toBe("/auth/login?method=phone&next=%2Fwallet");
  });

  it("leave the address alone for the default landing or an unsafe page", () => {
    expect(withReturnPath("/auth/login", "/dashboard")).toBe("/auth/login");
    expect(withReturnPath("/auth/login", "/")).toBe("/auth/login");
    expect(withReturnPath("/auth/login", "//evil.example")).toBe("/auth/login");
    expect(withReturnPath("/auth/login", null)).toBe("/auth/login");
    expect(returnPathIn("?next=%2F%2Fevil.example")).toBeNull();
  });
});
