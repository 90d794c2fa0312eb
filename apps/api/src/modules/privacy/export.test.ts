import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { askForExport, downloadZip, runExportJob } from "../../../test/privacy";
import { addFreelancerProfile, createUser } from "../../../test/users";
import { privacyExports } from "../../db/schema/privacy";
import { users } from "../../db/schema/users";
import { advanceClock, resetClock } from "../../lib/clock";
import { openFile } from "../../lib/storage";
import { latestMail } from "../auth/testing";
import { turnOnTwoFactor } from "../auth/two-factor/two-factor-testing";
import { renewSessions, setupProject } from "../projects/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const DAY = 24 * 60 * 60_000;

describe("data export", () => {
  it("is prepared in the background, mailed with its link, and holds every area of the person's data only", async () => {
    const { freelancer, company, projectId } = await setupProject(t.app);
    await t.app.ctx.db.update(users).set({ phone: "+919812345678" }).where(eq(users.id, company.user.id));
    await turnOnTwoFactor(t.app, freelancer.authHeader);

    const started = await askForExport(t.app, freelancer);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.headers["cache-control"]).toContain("no-store");
    const exportId = started.json().data.id;
    expect(started.json().data, started.body).toMatchObject({ status: "QUEUED", readyAt: null, expiresAt: null });

    // Asking again while it is prepared answers the same export.
    const again = await askForExport(t.app, freelancer);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(exportId);

    await runExportJob(t.app);
    const latest = await t.app.inject({ method: "GET", url: "/api/account/export", headers: freelancer.authHeader });
    expect(latest.json().data.export).toMatchObject({ id: exportId, status: "READY" });

    const mail = await latestMail(t.app, freelancer.user.email);
    expect(mail?.subject).toBe("Your Crewlance data is ready");
    expect(mail?.text).toContain(`/account/data?export=${exportId}`);

    const { res, files } = await downloadZip(t.app, freelancer, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="crewlance-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    for (const name of [
      "README.txt",
      "account.json",
      "tasks.json",
      "applications.json",
      "projects.json",
      "hourly.json",
      "messages.json",
      "teams.json",
      "offers.json",
      "wallet.json",
      "notifications.json",
      "saved-searches.json",
      "favourites.json",
      "support.json",
      "safety.json",
      "sessions.json",
    ]) {
      expect(Object.keys(files), name).toContain(name);
    }
    const account = JSON.parse(text(files["account.json"]));
    expect(account.user.email).toBe(freelancer.user.email);
    expect(account.signInMethods.twoFactorEnabledAt).not.toBeNull();
    expect(JSON.parse(text(files["applications.json"])).applications).toHaveLength(1);
    expect(JSON.parse(text(files["projects.json"])).projects[0].id).toBe(projectId);
    expect(JSON.parse(text(files["sessions.json"])).sessions.length).toBeGreaterThan(0);

    const everything = Object.values(files).map(text).join("\n");
    expect(everything).not.toContain(company.user.email);
    expect(everything).not.toContain("+919812345678");
    expect(everything).not.toMatch(
      /password_?hash|passwordHash|\$argon2|secretSealed|secret_sealed|tokenHash|codeHash/i,
    );
  });

  it("carries the person's uploaded files under files/", async () => {
    const person = await createUser(t.app);
    await addFreelancerProfile(t.app, person.user);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
      "base64",
    );
    const boundary = "----privacy";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/user/avatar",
      headers: { ...person.authHeader, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const started = await askForExport(t.app, person);
    await runExportJob(t.app);
    const { files } = await downloadZip(t.app, person, started.json().data.id);
    expect(
      Object.keys(files).some((name) => name.startsWith("files/profile/avatars")),
      Object.keys(files).join(),
    ).toBe(true);
  });

  it("downloads for its owner only, and expires after seven days with its file deleted", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const started = await askForExport(t.app, owner);
    const exportId = started.json().data.id;

    const early = await downloadZip(t.app, owner, exportId);
    expect(early.res.statusCode).toBe(409);

    await runExportJob(t.app);
    const stranger = await downloadZip(t.app, other, exportId);
    expect(stranger.res.statusCode).toBe(404);
    const nobody = await t.app.inject({ method: "GET", url: `/api/account/export/${exportId}/download` });
    expect(nobody.statusCode).toBe(401);

    const [row] = await t.app.ctx.db.select().from(privacyExports).where(eq(privacyExports.id, exportId));
    const stored = await openFile(t.config.dataDir, "private", row!.filePath!);
    expect(stored).not.toBeNull();
    // Closed before the sweep removes the file: left open, its lazy open could fail unheard.
    stored?.stream.on("error", () => {}).destroy();

    advanceClock(7 * DAY + 60_000);
    await runExportJob(t.app);
    await renewSessions(t.app, owner);
    const [expired] = await t.app.ctx.db.select().from(privacyExports).where(eq(privacyExports.id, exportId));
    expect(expired).toMatchObject({ status: "EXPIRED", filePath: null });
    expect(await openFile(t.config.dataDir, "private", row!.filePath!)).toBeNull();
    const late = await downloadZip(t.app, owner, exportId);
    expect(late.res.statusCode).toBe(404);
    expect(late.res.json().message).toBe("This download has expired. Ask for a new copy of your data.");
  });

  it("is taken again when the process preparing it died, and allows three a day", async () => {
    const person = await createUser(t.app);
    // A worker claimed it and died: the lease holds it until it runs out.
    const [first] = await t.app.ctx.db
      .insert(privacyExports)
      .values({
        userId: person.user.id,
        requestedAt: new Date(),
        attempts: 1,
        claimedUntil: new Date(Date.now() + 10 * 60_000),
      })
      .returning();
    await runExportJob(t.app);
    const [held] = await t.app.ctx.db.select().from(privacyExports).where(eq(privacyExports.id, first!.id));
    expect(held?.status).toBe("QUEUED");
    advanceClock(11 * 60_000);
    await runExportJob(t.app);
    const [done] = await t.app.ctx.db.select().from(privacyExports).where(eq(privacyExports.id, first!.id));
    expect(done).toMatchObject({ status: "READY", attempts: 2 });

    for (let i = 0; i < 2; i += 1) {
      expect((await askForExport(t.app, person)).statusCode).toBe(201);
      await runExportJob(t.app);
    }
    const fourth = await askForExport(t.app, person);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      "You can ask for your data 3 times a day. Try again tomorrow, or download the copy you have.",
    );
  });
});
