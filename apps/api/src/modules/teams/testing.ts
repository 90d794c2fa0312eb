import type { FastifyInstance } from "fastify";
import { addFreelancerProfile, createUser, type TestUser } from "../../../test/users";

/** Test helpers of the teams module: calls as a user, a team with members in each role. */

export type Call = { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; url: string; payload?: unknown };

export function call(app: FastifyInstance, user: TestUser | null, request: Call) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: user ? user.authHeader : {},
    ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
  });
}

export async function freelancer(app: FastifyInstance, fullName: string, skills: string[] = ["React"]) {
  const user = await createUser(app, { role: "FREELANCER", fullName });
  await addFreelancerProfile(app, user.user, { skills, headline: `${fullName}, developer` });
  return user;
}

export async function createTeam(app: FastifyInstance, owner: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(app, owner, {
    method: "POST",
    url: "/api/teams",
    payload: { name: "Pixel Crew", description: "We build web apps.", skills: ["React", "Node.js"], ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`createTeam: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; name: string };
}

/** Invites and accepts, so `user` is a member; `role` ADMIN is then set by the owner. */
export async function addMember(
  app: FastifyInstance,
  teamId: string,
  owner: TestUser,
  user: TestUser,
  role: "ADMIN" | "MEMBER" = "MEMBER",
) {
  const invited = await call(app, owner, {
    method: "POST",
    url: `/api/teams/${teamId}/invitations`,
    payload: { userId: user.user.id, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const accepted = await call(app, user, {
    method: "POST",
    url: `/api/team-invitations/${invited.json().data.id}/accept`,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
}

/** A team with an owner, an admin and a member, plus an outsider freelancer and a company. */
export async function teamWithRoles(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const owner = await freelancer(app, "Olivia Owner", ["React", "Node.js"]);
  const admin = await freelancer(app, "Arjun Admin", ["React"]);
  const member = await freelancer(app, "Meera Member", ["Node.js"]);
  const outsider = await freelancer(app, "Omar Outsider", ["React"]);
  const company = await createUser(app, { role: "COMPANY", fullName: "Acme Buyer" });
  const team = await createTeam(app, owner, overrides);
  await addMember(app, team.id, owner, admin, "ADMIN");
  await addMember(app, team.id, owner, member);
  return { team, owner, admin, member, outsider, company };
}
