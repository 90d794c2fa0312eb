import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { block, hide, restrict } from "../../../test/safety-enforcement";
import { createUser, type TestUser } from "../../../test/users";
import { setupProject } from "../projects/testing";
import { teamWithRoles } from "../teams/testing";
import { closeAll, connectAs, drain, nextEvent, type TestSocket } from "./socket-testing";
import { chatCall, expectData, nextClientId, openDirect } from "./testing";

// Trust and safety over the socket (decision 0092): the same refusals as REST, and what a blocker
// hears. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let url: string;
const open: TestSocket[] = [];

async function as(user: TestUser): Promise<TestSocket> {
  const socket = await connectAs(t.app, url, user);
  open.push(socket);
  return socket;
}

type Message = { id: string; body: string; clientId: string; hidden?: string | null };
type Ack<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  closeAll(...open);
  await t.close();
});

const send = async (socket: TestSocket, conversationId: string, body: string, clientId = nextClientId()) =>
  (await socket.emitWithAck("message:send", { conversationId, clientId, body })) as Ack<{ message: Message }>;

const heard = async (socket: TestSocket, event: string, clientId: string) =>
  (await drain(socket))
    .filter((item) => item.event === event && (item.payload as { message: Message }).message.clientId === clientId)
    .map((item) => (item.payload as { message: Message }).message);

describe("sending over the socket", () => {
  it("refuses a direct message across a block, either way, and tells the other side nothing", async () => {
    const [meera, omar] = [
      await createUser(t.app, { fullName: "Meera Shah" }),
      await createUser(t.app, { fullName: "Omar Khan" }),
    ];
    const id = await openDirect(t.app, omar, meera);
    await block(t.app, meera.user.id, omar.user.id);
    const [o, m] = [await as(omar), await as(meera)];
    const clientId = nextClientId();
    expect(await send(o, id, "Are you there?", clientId)).toEqual({
      ok: false,
      code: "FORBIDDEN",
      message: "You can't message this person.",
    });
    expect(await send(m, id, "Hi")).toMatchObject({ ok: false, message: "You can't message this person." });
    expect(await heard(m, "message:new", clientId)).toEqual([]);
  });

  it("refuses a restricted sender's direct message to someone they share no project with", async () => {
    const [riya, sam] = [
      await createUser(t.app, { fullName: "Riya Restricted" }),
      await createUser(t.app, { fullName: "Sam Stranger" }),
    ];
    const id = await openDirect(t.app, riya, sam);
    await restrict(t.app, riya.user.id);
    expect(await send(await as(riya), id, "Hello")).toMatchObject({ ok: false, code: "ACCOUNT_RESTRICTED" });
  });
});

describe("what a blocker hears", () => {
  it("in a team conversation: nothing of the blocked member; everyone else hears it", async () => {
    const { team, owner, member, admin } = await teamWithRoles(t.app);
    const id = (await expectData(chatCall(t.app, owner, "GET", `/conversations/team/${team.id}`))).id as string;
    await block(t.app, owner.user.id, member.user.id);
    const [o, a, m] = [await as(owner), await as(admin), await as(member)];
    const clientId = nextClientId();
    expect(await send(m, id, "Quick question", clientId)).toMatchObject({ ok: true });
    // One emit reaches everyone who hears it: once the admin has it, the owner would have too.
    await nextEvent<{ message: Message }>(a, "message:new", (p) => p.message.clientId === clientId);
    expect(await heard(o, "message:new", clientId)).toEqual([]);
  });

  it("in a project conversation: a placeholder with no body; the sender's own view is untouched", async () => {
    const { company, freelancer, projectId } = await setupProject(t.app);
    const id = (await expectData(chatCall(t.app, company, "GET", `/conversations/project/${projectId}`))).id as string;
    await block(t.app, company.user.id, freelancer.user.id);
    const [c, f] = [await as(company), await as(freelancer)];
    const clientId = nextClientId();
    const sent = await send(f, id, "Files are uploaded", clientId);
    expect(sent).toMatchObject({ ok: true, data: { message: { body: "Files are uploaded", hidden: null } } });
    const placeholder = await nextEvent<{ message: Message }>(c, "message:new", (p) => p.message.clientId === clientId);
    expect(placeholder.message).toMatchObject({ body: "", hidden: "BLOCKED" });
  });

  it("hears a message hidden by moderation as an update with no body, as everyone does", async () => {
    const [asha, ravi] = [
      await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" }),
      await createUser(t.app, { fullName: "Ravi Kumar" }),
    ];
    const id = await openDirect(t.app, asha, ravi);
    const [a, r] = [await as(asha), await as(ravi)];
    const clientId = nextClientId();
    const sent = await send(r, id, "Pay the advance outside", clientId);
    if (!sent.ok) throw new Error(sent.message);
    await hide(t.app, "MESSAGE", sent.data.message.id);
    for (const socket of [a, r]) {
      const update = await nextEvent<{ message: Message }>(
        socket,
        "message:updated",
        (p) => p.message.clientId === clientId,
      );
      expect(update.message).toMatchObject({ body: "", hidden: "MODERATED" });
    }
  });
});
