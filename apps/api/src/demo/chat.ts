import { gt, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { conversations } from "../db/schema/chat";
import {
  markRead,
  openDirectConversation,
  openProjectConversation,
  openTeamConversation,
  sendMessage,
} from "../modules/chat/index";
import { listProjectIdsOfParticipant } from "../modules/projects/index";
import { listTeamIdsOfUser, listTeamMemberIds } from "../modules/teams/index";

/*
 * Demo conversations, made through the services people use: the demo company and
 * freelancer talk directly (the last two messages unread by the freelancer), in their project,
 * and the freelancer's team has its chat. Client ids are fixed, so a second run stores nothing
 * twice; it runs once per database.
 */

type Line = { from: string; body: string };

async function say(ctx: AppContext, conversationId: string, key: string, lines: Line[]): Promise<number> {
  let last = 0;
  for (const [index, line] of lines.entries()) {
    const { message, delivered } = await sendMessage(ctx, {
      conversationId,
      senderId: line.from,
      clientId: `demo-${key}-${index + 1}`,
      body: line.body,
    });
    // As a person's send through the API: the recipient's notification is there when seeding ends.
    await delivered;
    last = message.seq;
  }
  return last;
}

/**
 * False when someone has written already (or a demo account is missing). Empty conversations do
 * not count: a project's is made with the project (decision 0082), before this runs.
 */
export async function seedDemoChat(
  ctx: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  const [existing] = await ctx.db
    .select({ one: sql`1` })
    .from(conversations)
    .where(gt(conversations.lastSeq, 0))
    .limit(1);
  if (existing) return false;

  const direct = await openDirectConversation(ctx, { userId: companyId, otherUserId: freelancerId });
  const seq = await say(ctx, direct.id, "direct", [
    { from: companyId, body: "Hi! I saw your profile. Are you free to take on a small dashboard project next month?" },
    { from: freelancerId, body: "Hello, thanks for reaching out. Yes, I have time from the 5th. What is the scope?" },
    { from: companyId, body: "Three screens: shipments, delays and driver performance. React and TypeScript." },
    { from: freelancerId, body: "Sounds good. I can send a first estimate tomorrow." },
    { from: companyId, body: "Great. I have attached our brand guide to the task as well." },
    { from: companyId, body: "Let me know if anything in the brief is unclear." },
  ]);
  await markRead(ctx, { conversationId: direct.id, userId: freelancerId, seq: seq - 2 });

  const companyProjects = new Set(await listProjectIdsOfParticipant(ctx, { userId: companyId }));
  const shared = (await listProjectIdsOfParticipant(ctx, { userId: freelancerId })).find((id) =>
    companyProjects.has(id),
  );
  if (shared) {
    const project = await openProjectConversation(ctx, {
      reader: { id: companyId, role: "COMPANY" },
      projectId: shared,
    });
    await say(ctx, project.id, "project", [
      { from: companyId, body: "Welcome aboard! The first milestone is funded." },
      { from: freelancerId, body: "Thank you. I have put the plan on the board; first demo on Friday." },
    ]);
  }

  const [teamId] = await listTeamIdsOfUser(ctx, { userId: freelancerId });
  if (teamId) {
    const team = await openTeamConversation(ctx, { userId: freelancerId, teamId });
    const others = (await listTeamMemberIds(ctx, { teamId })).filter((id) => id !== freelancerId);
    await say(ctx, team.id, "team", [
      { from: freelancerId, body: "Morning all. Stand-up at 10:00 today." },
      ...(others[0] ? [{ from: others[0], body: "I will share the new screens before then." }] : []),
    ]);
  }
  return true;
}
