import type { TRole } from "@crewlance/contracts/enums";
import { and, eq, exists, isNull, sql } from "drizzle-orm";
import type { DoneFuncWithErrOrRes, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { refreshTokens } from "../db/schema/auth";
import { users } from "../db/schema/users";
import { AppError, forbidden, unauthenticated } from "../lib/errors";
import { APPEAL_AUDIENCE, verifyAccessTokenSync } from "../lib/tokens";

export type CurrentUser = {
  id: string;
  /** Null until a person who signed up with a provider picks a role in onboarding. */
  role: TRole | null;
  emailVerified: boolean;
  onboardingCompleted: boolean;
  /**
   * The sign-in (refresh-token family, the token's `sid`) the request came with; null for an
   * appeal token, which belongs to no sign-in (decision 0093).
   */
  sessionId: string | null;
};

declare module "fastify" {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route also takes a suspended person's appeal token (decision 0092): reading their
     * standing and filing an appeal only. Every other route refuses one like any bad token.
     */
    allowAppealToken?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid access token, 403 for a suspended account. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for routes open to everyone that act on the user when signed in: without an
     * Authorization header the request stays anonymous; with one, it must pass `authenticate`.
     */
    authenticateIfPresent: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

export function requireRole(...roles: TRole[]) {
  return async (request: FastifyRequest) => {
    const user = userOf(request);
    if (user.role === null) throw forbidden("Choose whether you want to work or to hire first.");
    if (!roles.includes(user.role)) throw forbidden(`Only ${roles.join(" or ").toLowerCase()} accounts can do that.`);
  };
}

/**
 * onSend hook for answers that carry tokens or the signed-in user even to a request without one
 * (sign-in, refresh): no browser cache or proxy keeps them, where the next person on a shared
 * computer could read them. Errors too, since they run the same hooks. Every answer to a request
 * WITH a token is no-store already (`privateToTokens`, decision 0081).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
}

/** A Cache-Control a route may keep on an answer to a token: one that stores nothing anywhere. */
function storesNothing(value: unknown): boolean {
  return typeof value === "string" && /(^|,)\s*no-store\s*(,|$)/i.test(value);
}

/**
 * The default for every route (decision 0081): an answer to a request that carries a token is
 * that person's, so `Cache-Control: no-store` — success, error, 404 and 429 alike — unless the
 * route already chose a value with no-store in it (files: `private, no-store`). Anything that
 * would let a cache keep it (`public, …`, `no-cache`, `private, max-age=…`) is replaced. Answers
 * to requests without a token keep whatever their route set (the help center, the web app's files).
 */
function privateToTokens(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFuncWithErrOrRes) {
  if (request.headers.authorization !== undefined && !storesNothing(reply.getHeader("cache-control"))) {
    reply.header("cache-control", "no-store");
  }
  done(null, payload);
}

const sessionExpired = () => new AppError("TOKEN_INVALID", "Your session has expired. Please sign in again.");

/**
 * One indexed query per request keeps suspensions, role changes, logout and "sign out everywhere"
 * effective at once: the user by primary key, and whether the token's session (its refresh-token
 * family, by the family index) still has a token that was not revoked. A named prepared statement
 * (decision 0021): Drizzle builds its SQL once, and PostgreSQL parses and plans it once per
 * connection instead of on every request.
 */
function prepareSessionCheck(db: Db) {
  const sessionActive = exists(
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sql.placeholder("sessionId")),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
        ),
      ),
  );
  return db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      onboardingCompletedAt: users.onboardingCompletedAt,
      sessionsValidAfter: users.sessionsValidAfter,
      sessionActive: sql<boolean>`${sessionActive}`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("auth_session_check");
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("currentUser", null);
  app.addHook("onSend", privateToTokens);
  let prepared: ReturnType<typeof prepareSessionCheck> | undefined;
  const sessionCheck = () => {
    prepared ??= prepareSessionCheck(app.ctx.db);
    return prepared;
  };

  /** An appeal token is good only while its person is suspended: once restored, they sign in. */
  async function authenticateAppeal(request: FastifyRequest, userId: string): Promise<void> {
    const [row] = await app.ctx.db
      .select({
        id: users.id,
        role: users.role,
        status: users.status,
        emailVerifiedAt: users.emailVerifiedAt,
        onboardingCompletedAt: users.onboardingCompletedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.status !== "SUSPENDED") throw sessionExpired();
    request.currentUser = {
      id: row.id,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      onboardingCompleted: row.onboardingCompletedAt !== null,
      sessionId: null,
    };
  }

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw unauthenticated();
    const claims = verifyAccessTokenSync(token, app.ctx.config.jwtSecret);
    if (!claims && request.routeOptions.config.allowAppealToken) {
      const appeal = verifyAccessTokenSync(token, app.ctx.config.jwtSecret, APPEAL_AUDIENCE);
      if (appeal) return authenticateAppeal(request, appeal.userId);
    }
    // A token without its session (issued before sessions were checked) is refused: the web
    // client trades its refresh token for a new pair, so a person hardly notices (decision 0009).
    if (!claims?.sessionId) throw sessionExpired();
    const [row] = await sessionCheck().execute({ userId: claims.userId, sessionId: claims.sessionId });
    if (!row) throw sessionExpired();
    // Before the session: a suspension revokes every session, and the person should read why.
    if (row.status === "SUSPENDED") throw new AppError("ACCOUNT_SUSPENDED", "This account has been suspended.");
    if (!row.sessionActive) throw sessionExpired();
    // Every session was revoked after this token was issued (both in whole seconds).
    if (row.sessionsValidAfter && claims.issuedAt * 1000 < row.sessionsValidAfter.getTime()) throw sessionExpired();
    request.currentUser = {
      id: row.id,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      onboardingCompleted: row.onboardingCompletedAt !== null,
      sessionId: claims.sessionId,
    };
  });

  // A header that is present but wrong is an error, never a silent fall-back to anonymous.
  app.decorate("authenticateIfPresent", async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    await app.authenticate(request);
  });
});
