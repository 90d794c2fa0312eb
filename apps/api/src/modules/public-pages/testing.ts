import type { FastifyInstance } from "fastify";
import type { TestUser } from "../../../test/users";
import { setTeamHandle as setTeamHandleAs } from "../teams/index";
import { setPublicPage } from "../users/index";

/** Test helpers of the public pages: handles set the way people set them, pages read as a visitor. */

export type Visibility = "PUBLIC" | "SIGNED_IN" | "HIDDEN";

/** The handle and visibility, through the service the settings card's save calls. */
export async function setHandle(
  app: FastifyInstance,
  user: TestUser,
  handle: string,
  visibility: Visibility = "PUBLIC",
) {
  await setPublicPage(app.ctx, { userId: user.user.id, handle, visibility });
}

/** A team's handle, chosen by its owner through the teams service. */
export async function setTeamHandle(app: FastifyInstance, owner: TestUser, teamId: string, handle: string) {
  await setTeamHandleAs(app.ctx, { teamId, viewerId: owner.user.id, handle });
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
