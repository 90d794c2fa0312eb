import { randomUUID } from "node:crypto";
import type { Fixture } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for handles and public-page visibility (decision 0095): a
 * person's own page settings, a handle lookup, and a team's handle run by its owner and admins.
 * Each request names a handle nobody has, so every cell that gets through can take it.
 */

const freshHandle = () => `matrix-${randomUUID().slice(0, 12)}`;

export const HANDLE_FIXTURES: Record<string, Fixture> = {
  "PUT /api/users/me/public-page": async () => ({ json: { handle: freshHandle(), visibility: "PUBLIC" } }),
  "GET /api/handles/availability": async () => ({ query: `handle=${freshHandle()}` }),
  "PUT /api/teams/{id}/handle": async (kit) => {
    const owner = await kit.user("FREELANCER");
    const team = await kit.as(owner, "POST", "/api/teams", {
      name: `Handle Crew ${randomUUID().slice(0, 6)}`,
      description: "We build web apps.",
      skills: ["React"],
    });
    return { params: { id: team.id }, owner, json: { handle: freshHandle() } };
  },
};
