import { createHmac, randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS } from "@crewlance/contracts/constants";
import { jwtVerify, SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, holdClock, now, resetClock } from "./clock";
import { signAccessToken, verifyAccessToken, verifyAccessTokenSync } from "./tokens";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256";
const key = new TextEncoder().encode(SECRET);
const seconds = () => Math.floor(now().getTime() / 1000);

/** A token built with jose, claim by claim, to try what signAccessToken never writes. */
function token(
  payload: Record<string, unknown> = { role: "FREELANCER" },
  build: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
  header: Record<string, unknown> = { alg: "HS256" },
) {
  const jwt = new SignJWT(payload)
    .setProtectedHeader(header as { alg: string })
    .setSubject(randomUUID())
    .setIssuer("crewlance")
    .setAudience("api")
    .setIssuedAt(seconds())
    .setExpirationTime(seconds() + 60);
  return build(jwt).sign(key);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token written by hand, for headers and claims jose's SignJWT refuses to write. */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac("sha256", SECRET).update(signed).digest("base64url")}`;
}

const claimsNow = (): Record<string, unknown> => ({
  role: "FREELANCER",
  sub: randomUUID(),
  iss: "crewlance",
  aud: "api",
  iat: seconds(),
  exp: seconds() + 60,
});

/** What jose's jwtVerify said about the same token, with the options verifyAccessToken used to pass it. */
async function joseAccepts(jwt: string, audience = "api"): Promise<boolean> {
  try {
    await jwtVerify(jwt, key, { issuer: "crewlance", audience, currentDate: now(), algorithms: ["HS256"] });
    return true;
  } catch {
    return false;
  }
}

afterEach(() => resetClock());

/**
 * Signs with signAccessToken and checks that the token was stamped with the second it was signed
 * in: the clock is real, so signing may cross into the next second (a CI run did).
 */
async function signedInTheSecond(claims: Parameters<typeof signAccessToken>[0]) {
  const before = seconds();
  const jwt = await signAccessToken(claims, SECRET);
  const issuedAt = verifyAccessTokenSync(jwt, SECRET)?.issuedAt;
  expect(issuedAt).toBeGreaterThanOrEqual(before);
  expect(issuedAt).toBeLessThanOrEqual(seconds());
  return { jwt, issuedAt };
}

describe("verifyAccessTokenSync", () => {
  it("returns the claims of a token signAccessToken made", async () => {
    const sessionId = randomUUID();
    const userId = randomUUID();
    const { jwt, issuedAt } = await signedInTheSecond({ userId, role: "COMPANY", sessionId });
    expect(verifyAccessTokenSync(jwt, SECRET)).toEqual({ userId, role: "COMPANY", sessionId, issuedAt });
    expect(await verifyAccessToken(jwt, SECRET)).toEqual(verifyAccessTokenSync(jwt, SECRET));
    expect(await joseAccepts(jwt)).toBe(true);
  });

  it("keeps a null role and leaves out a missing session", async () => {
    const userId = randomUUID();
    const { jwt, issuedAt } = await signedInTheSecond({ userId, role: null });
    expect(verifyAccessTokenSync(jwt, SECRET)).toEqual({ userId, role: null, issuedAt });
  });

  it("accepts a token until its expiry second and refuses it from then on, as jose did", async () => {
    // The clock held at the start of a second: running, a loaded machine's pause before the
    // first check carried a token signed late in one past its expiry (a CI run did).
    holdClock(new Date(Math.ceil(now().getTime() / 1000) * 1000));
    const jwt = await signAccessToken({ userId: randomUUID(), role: "FREELANCER" }, SECRET);
    advanceClock((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(verifyAccessTokenSync(jwt, SECRET)).not.toBeNull();
    expect(await joseAccepts(jwt)).toBe(true);
    advanceClock(1000);
    expect(verifyAccessTokenSync(jwt, SECRET)).toBeNull();
    expect(await joseAccepts(jwt)).toBe(false);
  });

  it("checks the audience: a chat token is not an API token", async () => {
    const jwt = await signAccessToken({ userId: randomUUID(), role: "FREELANCER" }, SECRET, "chat", 300);
    expect(verifyAccessTokenSync(jwt, SECRET, "chat")).not.toBeNull();
    expect(verifyAccessTokenSync(jwt, SECRET)).toBeNull();
    const both = await token(undefined, (t) => t.setAudience(["chat", "api"]));
    expect(verifyAccessTokenSync(both, SECRET)).not.toBeNull();
    expect(await joseAccepts(both)).toBe(true);
  });

  it.each([
    ["another secret", async () => signAccessToken({ userId: randomUUID(), role: "FREELANCER" }, "another-secret")],
    ["another issuer", async () => token(undefined, (t) => t.setIssuer("someone-else"))],
    ["no issuer", async () => handMade({ alg: "HS256" }, { ...claimsNow(), iss: undefined })],
    ["another audience", async () => token(undefined, (t) => t.setAudience("admin"))],
    ["a not-before in the future", async () => token(undefined, (t) => t.setNotBefore(seconds() + 30))],
    ["HS512", async () => token(undefined, undefined, { alg: "HS512" })],
    ["a critical header", async () => handMade({ alg: "HS256", crit: ["exp"], exp: 1 }, claimsNow())],
    ["a non-text subject", async () => handMade({ alg: "HS256" }, { ...claimsNow(), sub: 42 })],
    ["an expiry that is text", async () => handMade({ alg: "HS256" }, { ...claimsNow(), exp: "2999999999" })],
    ["no issued-at", async () => handMade({ alg: "HS256" }, { ...claimsNow(), iat: undefined })],
    ["a role that is a number", async () => token({ role: 7 })],
    ["a session that is not a uuid", async () => token({ role: "FREELANCER", sid: "not-a-uuid'; --" })],
  ])("refuses a token with %s", async (_name, make) => {
    const jwt = await make();
    expect(verifyAccessTokenSync(jwt, SECRET)).toBeNull();
  });

  it("refuses what jose refused: alg none, a changed payload, a cut or padded signature, junk", async () => {
    const good = await signAccessToken({ userId: randomUUID(), role: "FREELANCER" }, SECRET);
    const [header, payload, signature] = good.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = [
      `${b64({ alg: "none" })}.${payload}.`,
      `${b64({ alg: "none" })}.${payload}.${signature}`,
      `${header}.${b64({ ...claims, role: "ADMIN" })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -1)}`,
      `${header}.${payload}.${signature}A`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.extra`,
      `${header}+.${payload}.${signature}`,
      "",
      "not a token",
      `${b64([1, 2])}.${payload}.${signature}`,
    ];
    for (const jwt of forged) {
      expect(verifyAccessTokenSync(jwt, SECRET), jwt).toBeNull();
      expect(await joseAccepts(jwt), jwt).toBe(false);
    }
    // Stricter than jose, which decoded a padded signature: a token has one spelling.
    expect(verifyAccessTokenSync(`${good}=`, SECRET)).toBeNull();
    // A well-signed payload that is not a JSON object.
    expect(
      verifyAccessTokenSync(handMade({ alg: "HS256" }, [1, 2] as unknown as Record<string, unknown>), SECRET),
    ).toBeNull();
  });

  it("refuses a token with no expiry, which signAccessToken never writes", async () => {
    const jwt = await new SignJWT({ role: "FREELANCER" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(randomUUID())
      .setIssuer("crewlance")
      .setAudience("api")
      .setIssuedAt(seconds())
      .sign(key);
    expect(verifyAccessTokenSync(jwt, SECRET)).toBeNull();
  });
});
