import { describe, expect, it } from "vitest";
import { ZLoginRequest, ZRegisterRequest, ZResetPasswordRequest, ZVerifyEmailOtpRequest } from "./auth";

describe("ZRegisterRequest", () => {
  const valid = { fullName: "Priya Sharma", email: " Priya@Example.COM ", password: "longenough", role: "FREELANCER" };

  it("accepts a valid sign-up and normalises the email", () => {
    expect(ZRegisterRequest.parse(valid).email).toBe("priya@example.com");
  });

  it("refuses ADMIN, short passwords and bad emails with sentences", () => {
    const result = ZRegisterRequest.safeParse({ ...valid, role: "ADMIN", password: "short", email: "nope" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["role", "password", "email"]));
    const password = result.error?.issues.find((issue) => issue.path[0] === "password");
    expect(password?.message).toBe("Password must be at least 8 characters.");
  });
});

describe("other auth requests", () => {
  it("needs a password to sign in", () => {
    expect(ZLoginRequest.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
  });
  it("takes exactly six digits as a code", () => {
    expect(ZVerifyEmailOtpRequest.safeParse({ code: "123456" }).success).toBe(true);
    expect(ZVerifyEmailOtpRequest.safeParse({ code: "12345" }).success).toBe(false);
    expect(ZVerifyEmailOtpRequest.safeParse({ code: "12345a" }).success).toBe(false);
  });
  it("applies the password rule to a reset", () => {
    expect(ZResetPasswordRequest.safeParse({ resetToken: "t", newPassword: "1234567" }).success).toBe(false);
  });
});
