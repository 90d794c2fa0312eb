import { describe, expect, it } from "vitest";
import { base64url, codeChallengeS256, randomToken } from "./pkce";

describe("PKCE helpers", () => {
  it("derives the S256 challenge of RFC 7636 appendix B", async () => {
    expect(await codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("encodes base64url without padding and with the URL-safe alphabet", () => {
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe("-_-_");
    expect(base64url(new Uint8Array([104, 105]))).toBe("aGk");
  });

  it("makes random tokens a verifier may be: 43 unreserved characters, different each time", () => {
    const first = randomToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(first);
  });
});
