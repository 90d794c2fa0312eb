import { randomUUID } from "node:crypto";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import {
  type Identity,
  pkcePair,
  startTestOAuthProvider,
  type TestOAuthProvider,
} from "@crewlance/test-oauth-provider";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import type { Config } from "../../../config";
import { refreshTokens, socialAccounts } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { uniqueEmail } from "../testing";

/** Helpers for social sign-in tests: one local provider per shape, and the browser's part of the flow. */

export type Providers = Record<TSocialProvider, TestOAuthProvider>;

export const PROVIDERS: TSocialProvider[] = ["google", "linkedin", "github"];

export async function startProviders(): Promise<Providers> {
  const [google, linkedin, github] = await Promise.all(
    PROVIDERS.map((shape) => startTestOAuthProvider({ shape, port: 0 })),
  );
  return { google: google!, linkedin: linkedin!, github: github! };
}

export async function stopProviders(providers: Providers | undefined): Promise<void> {
  if (!providers) return;
  await Promise.all(Object.values(providers).map((provider) => provider.stop().catch(() => {})));
}

/** A test app, with one local provider per shape wired to it. */
export type SocialTestApp = Omit<TestApp, "close"> & { providers: Providers };

/**
 * The social test app of the file (or describe block) that calls this: started before its tests,
 * closed with its providers after them. Its fields are there once the tests run.
 */
export function socialTestAppForTests(): SocialTestApp {
  const handle = {} as SocialTestApp;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const providers = await startProviders();
    const { close: closeApp, ...app } = await createTestApp({
      authRateLimitPerMinute: 1_000,
      oauth: oauthConfig(providers),
    });
    close = async () => {
      await closeApp();
      await stopProviders(providers);
    };
    Object.assign(handle, app, { providers });
  });
  afterAll(() => close?.());
  return handle;
}

/** The API's `config.oauth` pointing at the local providers. */
export function oauthConfig(providers: Partial<Providers>): Config["oauth"] {
  const oauth: Config["oauth"] = {};
  for (const provider of Object.values(providers)) {
    oauth[provider.shape] = {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      tokenUrl: provider.tokenUrl,
      profileUrl: provider.profileUrl,
    };
  }
  return oauth;
}

let subCounter = 0;

/** A person at the provider with a verified email; GitHub ids are numeric. */
export function newIdentity(overrides: Partial<Identity> = {}): Identity & { sub: string; email: string } {
  subCounter += 1;
  const sub = `${Date.now() % 1_000_000}${subCounter}${Math.floor(Math.random() * 1000)}`;
  return { sub, email: uniqueEmail("social"), emailVerified: true, name: "Priya Menon", ...overrides } as Identity & {
    sub: string;
    email: string;
  };
}

export function callbackFor(app: FastifyInstance, provider: TSocialProvider): string {
  return `${app.ctx.config.appUrl}/auth/callback/${provider}`;
}

export type SignInBody = { code: string; redirectUri: string; codeVerifier?: string };

/** What the browser does: consent at the provider (as `identity`) and come back with a code. */
export async function authorizeAs(
  app: FastifyInstance,
  provider: TestOAuthProvider,
  identity?: Identity,
  options: { redirectUri?: string } = {},
): Promise<SignInBody> {
  if (identity) provider.setIdentity(identity);
  const { verifier, challenge } = pkcePair();
  const redirectUri = callbackFor(app, provider.shape);
  const code = await provider.authorize({
    redirectUri: options.redirectUri ?? redirectUri,
    state: randomUUID(),
    codeChallenge: challenge,
  });
  return { code, redirectUri, codeVerifier: verifier };
}

export function postSignIn(app: FastifyInstance, provider: TSocialProvider, body: unknown) {
  return app.inject({ method: "POST", url: `/api/auth/${provider}`, payload: body as object });
}

/** The whole flow: consent as `identity`, then POST the code to the API. */
export async function signInWith(app: FastifyInstance, provider: TestOAuthProvider, identity?: Identity) {
  return postSignIn(app, provider.shape, await authorizeAs(app, provider, identity));
}

/** Rows an error must leave untouched. */
export async function rowCounts(app: FastifyInstance) {
  const [u] = await app.ctx.db.select({ n: count() }).from(users);
  const [s] = await app.ctx.db.select({ n: count() }).from(socialAccounts);
  const [r] = await app.ctx.db.select({ n: count() }).from(refreshTokens);
  return { users: u!.n, socialAccounts: s!.n, refreshTokens: r!.n };
}
