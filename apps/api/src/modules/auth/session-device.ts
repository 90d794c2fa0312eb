import type { FastifyRequest } from "fastify";

/** The device a sign-in or a refresh came from, as its request tells. */
export type SessionDevice = { userAgent: string; ip: string };

/** The longest user agent kept: enough for any real browser's, not a place to store a payload. */
const USER_AGENT_MAX = 512;

/** Where a sign-in or a refresh came from: its user agent and address (behind the balancer, `trustProxy`). */
export function deviceOf(request: FastifyRequest): SessionDevice {
  const userAgent = request.headers["user-agent"];
  return { userAgent: typeof userAgent === "string" ? userAgent.slice(0, USER_AGENT_MAX) : "", ip: request.ip };
}
