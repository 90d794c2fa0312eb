import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { users } from "../src/db/schema/users";
import { hashPassword } from "../src/modules/auth/passwords";
import { TEST_PASSWORD } from "../src/modules/auth/testing";
import { drainExports } from "../src/modules/privacy/index";
import { createUser, type TestUser } from "./users";

/** A user who signs in with TEST_PASSWORD (createUser makes none). */
export async function userWithPassword(app: FastifyInstance, options: Parameters<typeof createUser>[1] = {}) {
  const person = await createUser(app, options);
  await app.ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(TEST_PASSWORD, "test") })
    .where(eq(users.id, person.user.id));
  return person;
}

export function askForExport(app: FastifyInstance, person: TestUser) {
  return app.inject({ method: "POST", url: "/api/account/export", headers: person.authHeader });
}

/** Runs the export job until nothing is due, after any pass the app's own sweep has in flight. */
export async function runExportJob(app: FastifyInstance): Promise<void> {
  await drainExports(app.ctx);
}

export async function downloadZip(app: FastifyInstance, person: TestUser, exportId: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/account/export/${exportId}/download`,
    headers: person.authHeader,
  });
  return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
}

export function deleteAccountAs(app: FastifyInstance, person: TestUser, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/account/deletion", headers: person.authHeader, payload });
}
