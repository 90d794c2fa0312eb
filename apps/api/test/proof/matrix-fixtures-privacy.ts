import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema/users";
import { hashPassword } from "../../src/modules/auth/passwords";
import { drainExports } from "../../src/modules/privacy/index";
import type { Fixture } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for "your data" (decision 0099): the export and deletion act
 * on the caller's own account; a download is its owner's alone.
 */

export const PRIVACY_FIXTURES: Record<string, Fixture> = {
  "GET /api/account/export/{exportId}/download": async (kit) => {
    const owner = await kit.user("FREELANCER");
    const started = await kit.as(owner, "POST", "/api/account/export");
    await drainExports(kit.app.ctx);
    return { params: { exportId: started.id as string }, owner };
  },
  "POST /api/account/deletion": async (kit) => ({
    json: { password: "correct-horse-battery", confirmation: "DELETE" },
    // Users made for the matrix have no password; the caller needs the one the body proves.
    prepareCaller: async (caller) => {
      const passwordHash = await hashPassword("correct-horse-battery", "test");
      await kit.app.ctx.db.update(users).set({ passwordHash }).where(eq(users.id, caller.user.id));
    },
  }),
};
