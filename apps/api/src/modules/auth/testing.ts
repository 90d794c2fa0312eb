import type { TAuthSession } from "@crewlance/contracts/auth-session";
import type { TOutboxMessage } from "@crewlance/contracts/dev-outbox";
import type { TSignupRole } from "@crewlance/contracts/enums";
import type { FastifyInstance } from "fastify";

/** Helpers for API tests that need signed-in users; they read mail from the dev outbox. */

export const TEST_PASSWORD = "correct-horse-battery";

let counter = 0;

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A distinct client address per helper call, so setup requests never use up the per-IP
 * rate limit of /api/auth that the test itself may be exercising.
 */
function helperAddress(): string {
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** POST /api/auth/refresh with a refresh token, as the web client renews its session. */
export function refreshWith(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refreshToken } });
}

/** The seconds a refusal of a new code asks to wait ("Please wait N seconds …"). */
export function secondsToWait(res: { json: () => { message: string } }): number {
  return Number(/Please wait (\d+) seconds/.exec(res.json().message)?.[1]);
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

export async function registerUser(
  app: FastifyInstance,
  input: { email?: string; role?: TSignupRole; fullName?: string; password?: string } = {},
): Promise<TAuthSession> {
  counter += 1;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: helperAddress(),
    payload: {
      fullName: input.fullName ?? "Test Person",
      email: input.email ?? uniqueEmail(),
      password: input.password ?? TEST_PASSWORD,
      role: input.role ?? "FREELANCER",
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * The newest outbox message sent to `to`, or undefined. Mail leaves through the queue
 * (decision 0010), so every due mail is delivered first: what a request queued is there.
 */
export async function latestMail(app: FastifyInstance, to: string): Promise<TOutboxMessage | undefined> {
  await app.ctx.mailer.drain();
  const res = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  return res.json().data.items[0];
}

export function codeIn(text: string): string {
  const match = /verification code is (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error("no verification code in the message");
  return match[1];
}

export function resetTokenIn(text: string): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no reset link in the message");
  return decodeURIComponent(match[1]);
}

/** The code of the newest verification email sent to `email`. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMail(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeIn(mail.text);
}

/** Registers and verifies the email: the state most API tests start from. */
export async function registerVerifiedUser(
  app: FastifyInstance,
  input: Parameters<typeof registerUser>[1] = {},
): Promise<TAuthSession> {
  const session = await registerUser(app, input);
  const code = await latestCode(app, session.user.email);
  counter += 1;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/email/verify-otp",
    remoteAddress: helperAddress(),
    headers: bearer(session.accessToken),
    payload: { code },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return { ...session, user: res.json().data.user };
}
