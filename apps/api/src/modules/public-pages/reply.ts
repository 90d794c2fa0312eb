import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/*
 * How the public pages answer (decision 0096). A public page carries nothing private, so shared
 * caches may keep it a minute and revalidate it by ETag; the sign-in notice and the not-found page
 * are not kept (a profile made public again shows at once). A request with a token is answered
 * no-store whatever is set here (plugins/auth.ts, decision 0081).
 */

export const PUBLIC_PAGE_CACHE = "public, max-age=60";
/** Moved handles redirect for 90 days only: a browser re-asks within the hour. */
const REDIRECT_CACHE = "public, max-age=3600";

export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether the request already holds `etag`: then the answer is 304 with no body. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const held = request.headers["if-none-match"];
  return typeof held === "string" && held.split(",").some((value) => value.trim().replace(/^W\//, "") === etag);
}

export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string | Buffer,
  cacheControl = PUBLIC_PAGE_CACHE,
  etag = etagOf(body),
) {
  reply.header("cache-control", cacheControl).header("etag", etag);
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, body: string) {
  return sendCacheable(request, reply, "text/html; charset=utf-8", body);
}

/** A page that is not kept anywhere: the sign-in notice (200) or not found (404). */
export function sendUncached(reply: FastifyReply, status: 200 | 404, body: string) {
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);
}

export function sendMoved(reply: FastifyReply, location: string) {
  return reply.code(301).header("cache-control", REDIRECT_CACHE).redirect(location, 301);
}
