import { type APIRequestContext, expect } from "@playwright/test";
import type { Session } from "./auth";
import { pngLogo } from "./files";

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** A team made through the API with a member, an avatar and portfolio items, for screenshots. */
export async function teamScene(
  request: APIRequestContext,
  owner: Session,
  member: Session & { user: { email: string } },
): Promise<{ teamId: string }> {
  const team = await dataOf<{ id: string }>(
    await request.post("/api/teams", {
      headers: auth(owner),
      data: {
        name: `Kite Studio ${Date.now().toString(36).slice(-4)}`,
        description:
          "A product design and front-end crew: research, Figma, React and the launch. We work in two-week cycles and show work every Friday.",
        skills: ["Figma", "UI design", "React", "TypeScript"],
        visibility: "PUBLIC",
      },
    }),
  );
  await dataOf(
    await request.post(`/api/teams/${team.id}/avatar`, { headers: auth(owner), multipart: { file: pngLogo(96) } }),
  );
  const invitation = await dataOf<{ id: string }>(
    await request.post(`/api/teams/${team.id}/invitations`, {
      headers: auth(owner),
      data: { email: member.user.email, role: "ADMIN" },
    }),
  );
  await dataOf(await request.post(`/api/team-invitations/${invitation.id}/accept`, { headers: auth(member) }));
  for (const [title, tags] of [
    ["Spice market storefront", ["E-commerce", "React"]],
    ["Clinic booking app", ["Mobile", "Figma"]],
    ["Monsoon brand refresh", ["Branding"]],
  ] as const) {
    const item = await dataOf<{ id: string }>(
      await request.post(`/api/teams/${team.id}/portfolio`, {
        headers: auth(owner),
        data: { title, description: "Research, design and build, shipped in six weeks.", tags },
      }),
    );
    await dataOf(
      await request.post(`/api/teams/${team.id}/portfolio/${item.id}/image`, {
        headers: auth(owner),
        multipart: { file: pngLogo(240) },
      }),
    );
  }
  return { teamId: team.id };
}
