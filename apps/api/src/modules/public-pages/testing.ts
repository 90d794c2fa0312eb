import type { FastifyInstance } from "fastify";
import type { TestUser } from "../../../test/users";

/** Test helpers of the public pages: handles set the way people set them, pages read as a visitor. */

export type Visibility = "PUBLIC" | "SIGNED_IN" | "HIDDEN";

export async function setHandle(
  app: FastifyInstance,
  user: TestUser,
  handle: string,
  visibility: Visibility = "PUBLIC",
) {
  const res = await app.inject({
    method: "PUT",
    url: "/api/users/me/public-page",
    headers: user.authHeader,
    payload: { handle, visibility },
  });
  if (res.statusCode !== 200) throw new Error(`setHandle: ${res.statusCode} ${res.body}`);
}

export async function setTeamHandle(app: FastifyInstance, owner: TestUser, teamId: string, handle: string) {
  const res = await app.inject({
    method: "PUT",
    url: `/api/teams/${teamId}/handle`,
    headers: owner.authHeader,
    payload: { handle },
  });
  if (res.statusCode !== 200) throw new Error(`setTeamHandle: ${res.statusCode} ${res.body}`);
}

/** A page as a signed-out browser asks for it. */
export function visit(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
}

/** The content of `<meta name|property="…">`, unescaped enough for the tests' plain values. */
export function metaOf(body: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(body);
  return match?.[1]?.replace(/&amp;/g, "&");
}
