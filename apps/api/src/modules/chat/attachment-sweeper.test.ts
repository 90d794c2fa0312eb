import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { chatAttachments } from "../../db/schema/chat";
import { advanceClock, resetClock } from "../../lib/clock";
import { storageOf } from "../../lib/storage";
import { renewSessions } from "../projects/testing";
import { sweepUnsentAttachments, UNSENT_ATTACHMENT_TTL_MS } from "./attachment-sweeper";
import { chatCall, expectData, nextClientId, openDirect, uploadPdf } from "./testing";

// Uploads never sent go after a day, once across instances (two sweeps at once take each file
// once); sent ones and recent ones stay. PGlite, and PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
});
afterAll(async () => {
  resetClock();
  await t.close();
});

async function storedPath(id: string): Promise<string | null> {
  const [row] = await t.app.ctx.db.select().from(chatAttachments).where(eq(chatAttachments.id, id));
  return row ? row.storagePath : null;
}

describe("uploads never sent", () => {
  it("are removed with their files after a day, once, while sent and recent ones stay", async () => {
    const conversationId = await openDirect(t.app, asha, ravi);
    const unsent = await uploadPdf(t.app, asha, conversationId);
    const sent = await uploadPdf(t.app, asha, conversationId);
    await expectData(
      chatCall(t.app, asha, "POST", `/conversations/${conversationId}/messages`, {
        clientId: nextClientId(),
        attachmentId: sent.id,
      }),
      201,
    );
    const unsentPath = (await storedPath(unsent.id))!;
    const stored = async (relative: string) => {
      const file = await storageOf(t.config.dataDir).open("private", relative);
      file?.stream.destroy();
      return file !== null;
    };
    expect(await stored(unsentPath)).toBe(true);

    expect((await sweepUnsentAttachments(t.app.ctx)).removed).toBe(0);
    advanceClock(UNSENT_ATTACHMENT_TTL_MS + 60_000);
    await renewSessions(t.app, asha);
    const recent = await uploadPdf(t.app, asha, conversationId);
    // Two instances at once: the unsent file is taken by exactly one of them.
    const passes = await Promise.all([sweepUnsentAttachments(t.app.ctx), sweepUnsentAttachments(t.app.ctx)]);
    expect(passes.map((pass) => pass.removed).sort()).toEqual([0, 1]);

    expect(await storedPath(unsent.id)).toBeNull();
    expect(await stored(unsentPath)).toBe(false);
    expect(await storedPath(sent.id)).not.toBeNull();
    expect(await storedPath(recent.id)).not.toBeNull();
  });
});
