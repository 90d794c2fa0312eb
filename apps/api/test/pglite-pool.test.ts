import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, pgliteFromDump } from "../src/db/client";
import { databaseContents as contents } from "./emptied-database";
import { givePgliteBack, pgliteOf, takePglite } from "./pglite-pool";

/*
 * A database an earlier test file used comes back as the migrated dump holds it (decision 0115):
 * compared, table by table, with a fresh load of the dump.
 */

describe("PGlite databases handed from one test file to the next", () => {
  let dump: Blob;
  let fresh: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    const file = inject("pgliteTemplateFile");
    if (!file) throw new Error("This file needs the PGlite dump test/database-template.ts makes.");
    dump = new Blob([readFileSync(file)]);
    const loaded = await pgliteFromDump(dump);
    fresh = await contents(loaded);
    await loaded.close();
  });

  let left: Database | undefined;
  afterAll(async () => {
    if (left) await givePgliteBack(left);
  });

  it("gives back a used database as the dump holds it: rows, sequences, statistics and session settings", async () => {
    const used = await takePglite(dump);
    const client = pgliteOf(used);
    await client.exec(`
      insert into users (email, full_name, role) values ('pool@example.com', 'Pool Co', 'COMPANY');
      set session_replication_role = replica;
      update wallet_accounts set balance = balance + 100 where id = (select id from wallet_accounts limit 1);
      select nextval('wallet_transaction_number_seq');
      analyze;
      set statement_timeout = 1234;
    `);
    expect((await contents(client)).rows).not.toEqual(fresh.rows);
    await givePgliteBack(used);

    const next = await takePglite(dump);
    left = next;
    // The same PGlite, not a new load of the dump.
    expect(pgliteOf(next)).toBe(client);
    expect(await contents(client)).toEqual(fresh);
    expect((await client.query("show statement_timeout")).rows).toEqual([{ statement_timeout: "0" }]);
  });

  it("closes a database whose schema a test changed, and hands out a fresh load instead", async () => {
    const used = left ?? (await takePglite(dump));
    left = undefined;
    const client = pgliteOf(used);
    await client.exec("create table left_behind (id int)");
    await givePgliteBack(used);
    expect(client.closed).toBe(true);

    const next = await takePglite(dump);
    left = next;
    expect(pgliteOf(next)).not.toBe(client);
    expect(await contents(pgliteOf(next))).toEqual(fresh);
  });

  it("closes a database a test closed itself, without failing the file", async () => {
    const used = left ?? (await takePglite(dump));
    left = undefined;
    await pgliteOf(used).close();
    await expect(givePgliteBack(used)).resolves.toBeUndefined();
    const next = await takePglite(dump);
    left = next;
    expect(pgliteOf(next).closed).toBe(false);
  });
});
