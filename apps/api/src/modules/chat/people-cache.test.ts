import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { addCompanyProfile, createUser, type TestUser } from "../../../test/users";
import { withTransaction } from "../../lib/transaction";
import { ChatPeopleCache } from "./people-cache";
import { closeAll, connectAs, nextEvent, type TestSocket } from "./socket-testing";
import { nextClientId, openDirect } from "./testing";

// How chat shows a sender, kept by the instance until the database notifies a change (decision
// 0069). Real sockets; PGlite, and PostgreSQL with TEST_DATABASE=postgres.
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

async function as(user: TestUser): Promise<TestSocket> {
  const socket = await connectAs(t.app, url, user);
  open.push(socket);
  return socket;
}

/** Runs a statement with the triggers off (the session's replication role): no notification tells the cache. */
async function silently(statement: ReturnType<typeof sql>): Promise<void> {
  await withTransaction(t.app.ctx, async (txCtx) => {
    await txCtx.db.execute(sql`set local session_replication_role = replica`);
    await txCtx.db.execute(statement);
  });
}

type Delivered = { message: { clientId: string; sender: { id: string; name: string } } };

/** Sends from one socket and answers with the sender's name as the other socket heard it. */
async function nameHeard(from: TestSocket, to: TestSocket, conversationId: string): Promise<string> {
  const clientId = nextClientId();
  const heard = nextEvent<Delivered>(to, "message:new", (payload) => payload.message.clientId === clientId);
  const ack = await from.emitWithAck("message:send", { conversationId, clientId, body: "Hello" });
  expect(ack).toMatchObject({ ok: true });
  return (await heard).message.sender.name;
}

/** Sends until the other socket hears `name`: the notification travels after the commit, on its own connection. */
async function heardSoon(from: TestSocket, to: TestSocket, conversationId: string, name: string): Promise<string> {
  let heard = "";
  for (let attempt = 0; attempt < 100 && heard !== name; attempt++) {
    heard = await nameHeard(from, to, conversationId);
    if (heard !== name) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return heard;
}

describe("senders as chat shows them, kept by the instance", () => {
  it("shows the name it read until a rename is notified, then the new one", async () => {
    const ravi = await createUser(t.app, { fullName: "Ravi Kumar" });
    const asha = await createUser(t.app, { fullName: "Asha Rao" });
    const conversationId = await openDirect(t.app, ravi, asha);
    const [raviSocket, ashaSocket] = [await as(ravi), await as(asha)];
    expect(await nameHeard(raviSocket, ashaSocket, conversationId)).toBe("Ravi Kumar");

    // Renamed behind the cache's back: the instance still shows the name it read.
    await silently(sql`update users set full_name = 'Ravi Unheard' where id = ${ravi.user.id}`);
    expect(await nameHeard(raviSocket, ashaSocket, conversationId)).toBe("Ravi Kumar");

    // Renamed as a person does it: the database notifies, the instance reads the name again.
    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: ravi.authHeader,
      payload: { fullName: "Ravi Verma" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await heardSoon(raviSocket, ashaSocket, conversationId, "Ravi Verma")).toBe("Ravi Verma");
  });

  it("hears a company's new name", async () => {
    const company = await createUser(t.app, { role: "COMPANY", fullName: "Meera Iyer" });
    await addCompanyProfile(t.app, company.user, { companyName: "Iyer Studio" });
    const freelancer = await createUser(t.app, { fullName: "Kabir Das" });
    const conversationId = await openDirect(t.app, company, freelancer);
    const [companySocket, freelancerSocket] = [await as(company), await as(freelancer)];
    expect(await nameHeard(companySocket, freelancerSocket, conversationId)).toBe("Iyer Studio");

    await t.app.ctx.db.execute(
      sql`update company_profiles set company_name = 'Iyer Labs' where user_id = ${company.user.id}`,
    );
    expect(await heardSoon(companySocket, freelancerSocket, conversationId, "Iyer Labs")).toBe("Iyer Labs");
  });
});

describe("ChatPeopleCache's rules", () => {
  const nameOf = async (cache: ChatPeopleCache, id: string) => (await cache.peopleOf([id])).get(id)?.name;
  const rename = (id: string, name: string) => silently(sql`update users set full_name = ${name} where id = ${id}`);

  it("keeps nothing until it listens, and forgets everything when listening stops", async () => {
    const { user } = await createUser(t.app, { fullName: "Nila One" });
    const cache = new ChatPeopleCache(t.app.ctx);
    const listener = cache.handlers();
    expect(await nameOf(cache, user.id)).toBe("Nila One");
    await rename(user.id, "Nila Two");
    expect(await nameOf(cache, user.id)).toBe("Nila Two");

    listener.onReady();
    expect(await nameOf(cache, user.id)).toBe("Nila Two");
    await rename(user.id, "Nila Three");
    expect(await nameOf(cache, user.id)).toBe("Nila Two");

    listener.onGap();
    expect(await nameOf(cache, user.id)).toBe("Nila Three");
    await rename(user.id, "Nila Four");
    expect(await nameOf(cache, user.id)).toBe("Nila Four");
  });

  it("forgets the person a notification names, and does not keep a read that raced one", async () => {
    const { user } = await createUser(t.app, { fullName: "Omar One" });
    const other = (await createUser(t.app, { fullName: "Priya One" })).user;
    const cache = new ChatPeopleCache(t.app.ctx);
    const listener = cache.handlers();
    listener.onReady();
    expect(await nameOf(cache, user.id)).toBe("Omar One");
    expect(await nameOf(cache, other.id)).toBe("Priya One");
    await rename(user.id, "Omar Two");
    await rename(other.id, "Priya Two");
    listener.onNotify(user.id);
    expect(await nameOf(cache, user.id)).toBe("Omar Two");
    expect(await nameOf(cache, other.id)).toBe("Priya One");

    // A notification while a read is on its way: the read answers, but is not kept.
    listener.onNotify(other.id);
    const racing = cache.peopleOf([other.id]);
    listener.onNotify(other.id);
    expect((await racing).get(other.id)?.name).toBe("Priya Two");
    await rename(other.id, "Priya Three");
    expect(await nameOf(cache, other.id)).toBe("Priya Three");
  });
});
