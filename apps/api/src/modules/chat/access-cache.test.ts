import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import type { TestUser } from "../../../test/users";
import { withTransaction } from "../../lib/transaction";
import { teamWithRoles } from "../teams/testing";
import { closeAll, connectAs, drain, type TestSocket } from "./socket-testing";
import { chatCall, expectData, nextClientId } from "./testing";

// The socket's cached "takes part" answer (decision 0057): kept while nothing changes, dropped
// when the database notifies a change. Real sockets; PGlite, and PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let url: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  closeAll(...open);
  await t.close();
});

type Ack = { ok: boolean; code?: string };

async function as(user: TestUser): Promise<TestSocket> {
  const socket = await connectAs(t.app, url, user);
  open.push(socket);
  return socket;
}

const send = (socket: TestSocket, conversationId: string): Promise<Ack> =>
  socket.emitWithAck("message:send", { conversationId, clientId: nextClientId(), body: "Hello team" });

/**
 * Writes team_members with the triggers off (the session's replication role), so no notification
 * tells the caches: what the socket answers then is what it had cached.
 */
async function silently(statement: ReturnType<typeof sql>): Promise<void> {
  await withTransaction(t.app.ctx, async (txCtx) => {
    await txCtx.db.execute(sql`set local session_replication_role = replica`);
    await txCtx.db.execute(statement);
  });
}

const isIn = (payload: unknown, conversationId: string) =>
  (payload as { message: { conversationId: string } }).message.conversationId === conversationId;

/** Sends until refused: the notification travels after the commit, on its own connection. */
async function refusedSoon(socket: TestSocket, conversationId: string): Promise<Ack> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ack = await send(socket, conversationId);
    if (!ack.ok) return ack;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ok: true };
}

describe("who takes part, cached per socket", () => {
  it("keeps the answer while nothing is notified and drops it when the team changes", async () => {
    const { team, owner, member } = await teamWithRoles(t.app);
    const conversation = await expectData(chatCall(t.app, member, "GET", `/conversations/team/${team.id}`));
    const socket = await as(member);
    expect(await send(socket, conversation.id)).toMatchObject({ ok: true });

    // Removed behind the cache's back: the socket still answers from its cache.
    await silently(sql`delete from team_members where team_id = ${team.id} and user_id = ${member.user.id}`);
    expect(await send(socket, conversation.id)).toMatchObject({ ok: true });
    await silently(
      sql`insert into team_members (team_id, user_id, role) values (${team.id}, ${member.user.id}, 'MEMBER')`,
    );

    // Removed through the team: the database notifies, the cache forgets, the check refuses.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/teams/${team.id}/members/${member.user.id}`,
      headers: owner.authHeader,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await refusedSoon(socket, conversation.id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("delivers to the participants it read until a change is notified, then reads them again", async () => {
    const { team, owner, outsider } = await teamWithRoles(t.app);
    const conversation = await expectData(chatCall(t.app, owner, "GET", `/conversations/team/${team.id}`));
    const sender = await as(owner);
    const newcomer = await as(outsider);
    const heard = async () =>
      (await drain(newcomer)).filter((item) => item.event === "message:new" && isIn(item.payload, conversation.id));
    // The first send reads who takes part, and the instance keeps it.
    expect(await send(sender, conversation.id)).toMatchObject({ ok: true });

    // Added behind the cache's back: the next message goes to the participants as read.
    await silently(
      sql`insert into team_members (team_id, user_id, role) values (${team.id}, ${outsider.user.id}, 'MEMBER')`,
    );
    expect(await send(sender, conversation.id)).toMatchObject({ ok: true });
    expect(await heard()).toEqual([]);

    // The notification migration 0017's triggers send: the participants are read again.
    await t.app.ctx.db.execute(sql`select pg_notify('chat_access', ${outsider.user.id})`);
    for (let attempt = 0; attempt < 100 && (await heard()).length === 0; attempt++) {
      expect(await send(sender, conversation.id)).toMatchObject({ ok: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await heard()).length).toBeGreaterThan(0);
  });

  it("closes a suspended user's sockets", async () => {
    const { member } = await teamWithRoles(t.app);
    const socket = await as(member);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    await t.app.ctx.db.execute(sql`update users set status = 'SUSPENDED' where id = ${member.user.id}`);
    expect(await closed).toBe("io server disconnect");
  });
});
