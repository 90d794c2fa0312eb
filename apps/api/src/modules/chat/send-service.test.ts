import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { EVENTUALLY } from "../../../test/eventually";
import { createUser, type TestUser } from "../../../test/users";
import { conversationMembers, conversations, messages } from "../../db/schema/chat";
import { listParticipantIdsOfMany, loadConversationFor } from "./access";
import { type AudienceSources, laneOf, SEND_BATCH_MAX, SEND_LANES, type SendResult, sendMessage } from "./send-service";
import { nextClientId, openDirect, uploadPdf } from "./testing";
import { loadPeople } from "./views";

// Sends at the same moment share one transaction (decision 0057); what each sender gets back and
// what is stored must be as if each were sent alone. PGlite, and PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
});
afterAll(async () => {
  await t.close();
});

describe("sends at the same moment", () => {
  it("get gapless seqs, a resend in the same batch is stored once, and a bad one fails alone", async () => {
    const conversationId = await openDirect(t.app, asha, ravi);
    const count = SEND_BATCH_MAX + 20; // more than one batch
    const inputs = Array.from({ length: count }, (_, i) => ({
      conversationId,
      senderId: i % 2 === 0 ? asha.user.id : ravi.user.id,
      clientId: nextClientId(),
      body: `Message ${i}`,
    }));
    const resent = { ...inputs[5]! };
    const badFile = { ...inputs[7]!, clientId: nextClientId(), attachmentId: "00000000-0000-4000-8000-000000000000" };
    const results = await Promise.allSettled([
      ...inputs.map((input) => sendMessage(t.app.ctx, input)),
      sendMessage(t.app.ctx, resent),
      sendMessage(t.app.ctx, badFile),
    ]);

    const bad = results.pop()!;
    expect(bad.status).toBe("rejected");
    expect((bad as PromiseRejectedResult).reason).toMatchObject({ code: "NOT_FOUND" });
    const answers = results.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
    const again = answers.pop()!;
    expect(again.created).toBe(false);
    expect(again.message.id).toBe(answers[5]!.message.id);
    expect(answers.every((answer) => answer.created)).toBe(true);
    expect(answers.map((answer) => answer.message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );

    const [row] = await t.app.ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row!.lastSeq).toBe(count);
    expect(row!.lastMessageId).toBe(answers.find((answer) => answer.message.seq === count)!.message.id);
    const states = await t.app.ctx.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    const lastOf = (user: TestUser) =>
      Math.max(...answers.filter((a) => a.message.sender.id === user.user.id).map((a) => a.message.seq));
    expect(Object.fromEntries(states.map((state) => [state.userId, state.lastReadSeq]))).toEqual({
      [asha.user.id]: lastOf(asha),
      [ravi.user.id]: lastOf(ravi),
    });
  });

  it("keeps each conversation's arrival order while other conversations are written beside it, in its lane or another", async () => {
    // Four direct conversations of Asha with new freelancers, in two lanes when there are two or more.
    const conversationIds: string[] = [];
    while (new Set(conversationIds.map(laneOf)).size < Math.min(2, SEND_LANES) || conversationIds.length < 4) {
      const other = await createUser(t.app, { role: "FREELANCER", fullName: `Freelancer ${conversationIds.length}` });
      conversationIds.push(await openDirect(t.app, asha, other));
    }
    const perConversation = 30;
    // Checked already, as a socket's cache does: unchecked sends reach the lanes in the order their
    // checks answer, which is the pool's, not the caller's.
    const checked = await Promise.all(
      conversationIds.map((conversationId) => loadConversationFor(t.app.ctx, { conversationId, userId: asha.user.id })),
    );
    const sends = Array.from({ length: perConversation }, (_, i) =>
      checked.map((conversation) =>
        sendMessage(
          t.app.ctx,
          { conversationId: conversation.id, senderId: asha.user.id, clientId: nextClientId(), body: `${i}` },
          { conversation },
        ),
      ),
    ).flat();
    const answers = await Promise.all(sends);
    for (const conversationId of conversationIds) {
      const mine = answers.filter((answer) => answer.message.conversationId === conversationId);
      expect(mine.map((answer) => [answer.message.seq, answer.message.body])).toEqual(
        Array.from({ length: perConversation }, (_, i) => [i + 1, `${i}`]),
      );
    }
  });

  it("stores the next batch while the one before is still being emitted, and emits it after", async () => {
    const meera = await createUser(t.app, { role: "FREELANCER", fullName: "Meera Shah" });
    const conversationId = await openDirect(t.app, asha, meera);
    const conversation = await loadConversationFor(t.app.ctx, { conversationId, userId: asha.user.id });
    // The first batch's audience is held back, so its emits wait while the next batch comes in.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const sources: AudienceSources = {
      participantsOf: async (rows) => {
        if (reads++ === 0) await held;
        return listParticipantIdsOfMany(t.app.ctx, rows);
      },
      peopleOf: (ids) => loadPeople(t.app.ctx, ids),
    };
    const answered: string[] = [];
    const send = (body: string) =>
      sendMessage(
        t.app.ctx,
        { conversationId, senderId: asha.user.id, clientId: nextClientId(), body },
        { conversation, sources },
      ).then((result) => {
        answered.push(body);
        return result;
      });
    const storedSeqs = async () =>
      (
        await t.app.ctx.db
          .select({ seq: messages.seq })
          .from(messages)
          .where(eq(messages.conversationId, conversationId))
          .orderBy(messages.seq)
      ).map((row) => row.seq);

    const first = send("First");
    let second: Promise<SendResult> | undefined;
    try {
      await vi.waitFor(async () => expect(await storedSeqs()).toEqual([1]), EVENTUALLY);
      second = send("Second");
      // Stored while the first is still waiting to be emitted...
      await vi.waitFor(async () => expect(await storedSeqs()).toEqual([1, 2]), EVENTUALLY);
      expect(answered).toEqual([]);
    } finally {
      release(); // the lane is the instance's: later tests must not wait behind a held batch
    }
    // ...and emitted and answered after it.
    const [one, two] = await Promise.all([first, second!]);
    expect(answered).toEqual(["First", "Second"]);
    expect([one.message.seq, two.message.seq]).toEqual([1, 2]);
  });

  it("sends each message of a batch whose statement fails alone, in order, so only the bad one fails", async () => {
    const conversationId = await openDirect(t.app, asha, ravi);
    const conversation = await loadConversationFor(t.app.ctx, { conversationId, userId: asha.user.id });
    const send = (body: string) =>
      sendMessage(
        t.app.ctx,
        { conversationId, senderId: asha.user.id, clientId: nextClientId(), body },
        { conversation },
      );
    // PostgreSQL's jsonb takes no NUL character, so the batch's one statement fails as a whole;
    // alone, the NUL one fails at its insert (a 400 through the routes) and the others are stored.
    const [before, bad, after] = await Promise.allSettled([send("Before"), send("bad\u0000text"), send("After")]);
    expect(bad.status).toBe("rejected");
    const stored = [before, after].map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
    expect(stored.every((result) => result.created)).toBe(true);
    expect(stored[1]!.message.seq).toBe(stored[0]!.message.seq + 1);
    expect(stored.map((result) => result.message.body)).toEqual(["Before", "After"]);
  });

  it("decides each send of one batch as if alone: files taken once, stored resends answered, refusals kept apart", async () => {
    const conversationId = await openDirect(t.app, asha, ravi);
    const file = await uploadPdf(t.app, asha, conversationId);
    const ravisFile = await uploadPdf(t.app, ravi, conversationId);
    const first = await sendMessage(t.app.ctx, {
      conversationId,
      senderId: asha.user.id,
      clientId: nextClientId(),
      body: "Brief",
    });
    // Checked beforehand, as a socket's cache does, so all five reach the lane together.
    const conversation = await loadConversationFor(t.app.ctx, { conversationId, userId: asha.user.id });
    const send = (input: { clientId?: string; body?: string; attachmentId?: string }) =>
      sendMessage(
        t.app.ctx,
        {
          conversationId,
          senderId: asha.user.id,
          clientId: input.clientId ?? nextClientId(),
          body: input.body ?? "",
          attachmentId: input.attachmentId,
        },
        { conversation },
      );
    const results = await Promise.allSettled([
      send({ attachmentId: file.id }),
      send({ attachmentId: file.id }), // the same upload again in the same batch
      send({ clientId: first.message.clientId, body: "Brief" }), // stored before this batch
      send({ attachmentId: ravisFile.id }), // someone else's upload
      send({ body: "After the refusals" }),
    ]);
    const [withFile, fileAgain, resent, notMine, after] = results;
    expect(withFile).toMatchObject({ status: "fulfilled", value: { created: true } });
    expect(fileAgain).toMatchObject({ status: "rejected", reason: { code: "CONFLICT" } });
    expect(resent).toMatchObject({ status: "fulfilled", value: { created: false, message: { id: first.message.id } } });
    expect(notMine).toMatchObject({ status: "rejected", reason: { code: "NOT_FOUND" } });
    expect(after).toMatchObject({ status: "fulfilled", value: { created: true } });
    const created = [withFile, after].map((result) => (result as PromiseFulfilledResult<SendResult>).value.message);
    expect(created.map((message) => message.seq)).toEqual([first.message.seq + 1, first.message.seq + 2]);
    expect(created[0]!.attachment).toMatchObject({ id: file.id, fileName: "brief.pdf" });
    // One batch, one statement: its messages share the moment they were stored.
    expect(created[0]!.createdAt).toBe(created[1]!.createdAt);
  });

  it("refuses a sender who takes part in no such conversation with 'not found'", async () => {
    const stranger = await createUser(t.app, { role: "FREELANCER", fullName: "Sam Stranger" });
    const conversationId = await openDirect(t.app, asha, ravi);
    await expect(
      sendMessage(t.app.ctx, { conversationId, senderId: stranger.user.id, clientId: nextClientId(), body: "Hi" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
