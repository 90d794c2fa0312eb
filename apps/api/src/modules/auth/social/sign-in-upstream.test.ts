import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { controlTestOAuthProvider, startTestOAuthProvider } from "@crewlance/test-oauth-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import type { OAuthProviderConfig } from "../../../config";
import {
  authorizeAs,
  newIdentity,
  oauthConfig,
  type Providers,
  postSignIn,
  rowCounts,
  startProviders,
  stopProviders,
} from "./testing";

let t: TestApp;
let providers: Providers;
let hanging: Server;
/** A GitHub REST API whose /user works and whose /user/emails answers `emailsStatus`. */
let gitHubApi: Server;
let emailsStatus = 200;
beforeAll(async () => {
  providers = await startProviders();
  t = await createTestApp({ authRateLimitPerMinute: 1_000, oauth: oauthConfig(providers) });
  // Accepts connections and never answers.
  hanging = createServer(() => {});
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  gitHubApi = createServer((req, res) => {
    const emails = req.url === "/user/emails";
    res.writeHead(emails ? emailsStatus : 200, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        !emails
          ? { id: 424242, login: "octo", name: "Octo Cat" }
          : emailsStatus === 200
            ? [{ email: "octo@example.com", primary: true, verified: true }]
            : { message: "Nope" },
      ),
    );
  });
  await new Promise<void>((resolve) => gitHubApi.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await t?.close();
  await stopProviders(providers);
  hanging?.closeAllConnections();
  await new Promise((resolve) => hanging?.close(resolve));
  await new Promise((resolve) => gitHubApi?.close(resolve));
});

/** Runs `act` with the Google settings swapped, restoring them afterwards. */
async function withGoogle<T>(settings: OAuthProviderConfig | undefined, act: () => Promise<T>): Promise<T> {
  const config = t.app.ctx.config;
  const saved = config.oauth.google;
  if (settings) config.oauth.google = settings;
  else delete config.oauth.google;
  try {
    return await act();
  } finally {
    config.oauth.google = saved;
  }
}

const validBody = () => ({ code: "any-code", redirectUri: `${t.app.ctx.config.appUrl}/auth/callback/google` });

describe("a provider this server has not configured", () => {
  it.each([
    ["google", "Google"],
    ["linkedin", "LinkedIn"],
    ["github", "GitHub"],
  ] as const)("%s answers 503 NOT_CONFIGURED", async (provider, name) => {
    const config = t.app.ctx.config;
    const saved = config.oauth;
    config.oauth = {};
    try {
      const before = await rowCounts(t.app);
      const res = await postSignIn(t.app, provider, {
        code: "x",
        redirectUri: `${config.appUrl}/auth/callback/${provider}`,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: "NOT_CONFIGURED",
        message: `Sign-in with ${name} is not available on this server.`,
      });
      expect(await rowCounts(t.app)).toEqual(before);
    } finally {
      config.oauth = saved;
    }
  });
});

describe("a provider that cannot be reached", () => {
  it("a stopped server (closed port) answers 502", async () => {
    const gone = await startTestOAuthProvider({ shape: "google" });
    const settings = oauthConfig({ google: gone }).google!;
    await gone.stop();
    const before = await rowCounts(t.app);
    const res = await withGoogle(settings, () => postSignIn(t.app, "google", validBody()));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: "UPSTREAM_UNAVAILABLE",
      message: "Google is not responding. Please try again in a moment.",
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("a server that does not answer in time answers 502 after the timeout", async () => {
    const { port } = hanging.address() as AddressInfo;
    const settings = { ...providers.google, tokenUrl: `http://127.0.0.1:${port}/token` };
    const config = t.app.ctx.config;
    const savedTimeout = config.oauthTimeoutMs;
    config.oauthTimeoutMs = 300;
    try {
      const started = Date.now();
      const res = await withGoogle(settings, () => postSignIn(t.app, "google", validBody()));
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe("UPSTREAM_UNAVAILABLE");
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      config.oauthTimeoutMs = savedTimeout;
    }
  });

  it("a profile endpoint that fails after a good exchange answers 502", async () => {
    const body = await authorizeAs(t.app, providers.google, newIdentity());
    const settings = { ...oauthConfig(providers).google!, profileUrl: `${providers.google.baseUrl}/nowhere` };
    const res = await withGoogle(settings, () => postSignIn(t.app, "google", body));
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("UPSTREAM_UNAVAILABLE");
  });
});

describe("GitHub's /user/emails failing after a good exchange", () => {
  /** Signs in at the local GitHub, with the profile read from `gitHubApi`. */
  async function signInWithEmailsAnswering(status: number) {
    const body = await authorizeAs(t.app, providers.github, newIdentity());
    const config = t.app.ctx.config;
    const saved = config.oauth.github!;
    const { port } = gitHubApi.address() as AddressInfo;
    config.oauth.github = { ...saved, profileUrl: `http://127.0.0.1:${port}` };
    emailsStatus = status;
    try {
      return await postSignIn(t.app, "github", body);
    } finally {
      config.oauth.github = saved;
      emailsStatus = 200;
    }
  }

  it.each([401, 429, 500, 503])("answers %s as GitHub not responding (502), changing nothing", async (status) => {
    const before = await rowCounts(t.app);
    const res = await signInWithEmailsAnswering(status);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: "UPSTREAM_UNAVAILABLE",
      message: "GitHub is not responding. Please try again in a moment.",
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it.each([403, 404])("takes %s as no access to the email (422)", async (status) => {
    const res = await signInWithEmailsAnswering(status);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Your GitHub account has no verified email address\./);
  });
});

describe("a client secret the provider does not accept", () => {
  it("answers 502 without revealing the secret", async () => {
    const body = await authorizeAs(t.app, providers.google, newIdentity());
    const secret = "server-side-secret-that-must-not-leak";
    const settings = { ...oauthConfig(providers).google!, clientSecret: secret };
    const before = await rowCounts(t.app);
    const res = await withGoogle(settings, () => postSignIn(t.app, "google", body));
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("UPSTREAM_UNAVAILABLE");
    expect(res.body).not.toContain(secret);
    expect(res.json().message).toBe(
      "Sign-in with Google is not working on this server right now. Please try again later or sign in another way.",
    );
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

describe("the provider's HTTP control routes (used by the e2e run from another process)", () => {
  it("set the identity, deny the next consent and take the provider down", async () => {
    const control = controlTestOAuthProvider(providers.linkedin.baseUrl);
    const identity = newIdentity({ name: "Control Person" });
    await control.setIdentity(identity);
    const res = await postSignIn(t.app, "linkedin", await authorizeAs(t.app, providers.linkedin));
    expect(res.json().data.user).toMatchObject({ email: identity.email, fullName: "Control Person" });

    await control.denyNextConsent();
    await expect(authorizeAs(t.app, providers.linkedin)).rejects.toThrow(/access_denied/);

    const body = await authorizeAs(t.app, providers.linkedin);
    await control.setDown(true);
    try {
      expect((await postSignIn(t.app, "linkedin", body)).statusCode).toBe(502);
    } finally {
      await control.setDown(false);
    }
    expect((await postSignIn(t.app, "linkedin", body)).statusCode).toBe(200);
  });
});
