import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { addCompanyProfile, createUser, type TestUser } from "../../test/users";
import { notifications } from "../db/schema/notifications";
import { companyProfiles, users } from "../db/schema/users";
import { verifyCompany } from "../modules/admin/service";
import { createNotification } from "../modules/notifications/service";
import { isTxContext, withTransaction } from "./transaction";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres (decision 0003).
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.app);
});
afterAll(() => t.close());

async function notificationsOf(userId: string): Promise<number> {
  const [row] = await t.app.ctx.db
    .select({ value: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.value ?? 0;
}

const note = (userId: string, title: string) => ({ userId, type: "TEST", title, body: "Body" });

/** What a service that opens its own unit of work looks like (a wallet debit, say). */
function renameAndNotify(ctx: TestApp["app"]["ctx"], input: { userId: string; fullName: string }) {
  return withTransaction(ctx, async (txCtx) => {
    await txCtx.db.update(users).set({ fullName: input.fullName }).where(eq(users.id, input.userId));
    await createNotification(txCtx, note(input.userId, `Renamed to ${input.fullName}`));
  });
}

async function fullNameOf(userId: string): Promise<string> {
  const [row] = await t.app.ctx.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row!.fullName;
}

describe("withTransaction", () => {
  it("hands a context bound to the transaction; the plain context is not one", async () => {
    expect(isTxContext(t.app.ctx)).toBe(false);
    await withTransaction(t.app.ctx, async (txCtx) => {
      expect(isTxContext(txCtx)).toBe(true);
      expect(txCtx.db).not.toBe(t.app.ctx.db);
      expect(txCtx.config).toBe(t.app.ctx.config);
    });
  });

  it("commits everything written through the context once the work returns", async () => {
    const before = await notificationsOf(alice.user.id);
    const result = await withTransaction(t.app.ctx, async (txCtx) => {
      await createNotification(txCtx, note(alice.user.id, "One"));
      await createNotification(txCtx, note(alice.user.id, "Two"));
      return "done";
    });
    expect(result).toBe("done");
    expect(await notificationsOf(alice.user.id)).toBe(before + 2);
  });

  it("joins an outer transaction instead of opening a second one", async () => {
    await withTransaction(t.app.ctx, async (outer) => {
      await withTransaction(outer, async (inner) => {
        // The very same handle: no savepoint, no second connection.
        expect(inner).toBe(outer);
        expect(inner.db).toBe(outer.db);
      });
    });
  });

  it("rolls back the whole unit when an inner service throws after its own writes", async () => {
    const before = await notificationsOf(alice.user.id);
    const nameBefore = await fullNameOf(alice.user.id);
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        await createNotification(txCtx, note(alice.user.id, "Outer write"));
        // The inner service commits nothing on its own: it joined the outer transaction.
        await renameAndNotify(txCtx, { userId: alice.user.id, fullName: "Renamed Inside" });
        await withTransaction(txCtx, async () => {
          throw new Error("inner service failed");
        });
      }),
    ).rejects.toThrow("inner service failed");
    expect(await notificationsOf(alice.user.id)).toBe(before);
    expect(await fullNameOf(alice.user.id)).toBe(nameBefore);
  });

  it("rolls back an inner service's writes when the outer work throws after it returned", async () => {
    const before = await notificationsOf(alice.user.id);
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        await renameAndNotify(txCtx, { userId: alice.user.id, fullName: "Never Seen" });
        throw new Error("outer failed");
      }),
    ).rejects.toThrow("outer failed");
    expect(await notificationsOf(alice.user.id)).toBe(before);
    expect(await fullNameOf(alice.user.id)).not.toBe("Never Seen");
  });

  it("a service given a transaction context writes inside it (verifyCompany joins the caller's)", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user);
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        const verified = await verifyCompany(txCtx, { companyUserId: company.user.id });
        expect(verified.company?.verified).toBe(true);
        throw new Error("caller gave up");
      }),
    ).rejects.toThrow("caller gave up");
    expect(await notificationsOf(company.user.id)).toBe(0);
    const [row] = await t.app.ctx.db.select().from(companyProfiles).where(eq(companyProfiles.userId, company.user.id));
    expect(row?.verifiedAt).toBeNull();
    await verifyCompany(t.app.ctx, { companyUserId: company.user.id });
    expect(await notificationsOf(company.user.id)).toBe(1);
  });
});
