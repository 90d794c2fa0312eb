import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, databaseUrlOf } from "./database-template";
import { databaseContents } from "./emptied-database";
import { givePostgresBack, onDatabase, takePostgres } from "./postgres-pool";

/*
 * A PostgreSQL database an earlier test file used comes back as the template holds it (decision
 * 0120): compared, table by table, with a new copy of the template. Runs in the PostgreSQL run only.
 */

/** What a test file could see of the named database (`databaseContents`). */
const contents = (name: string) => onDatabase(name, databaseContents);

const exists = async (name: string) =>
  onDatabase(
    "postgres",
    async (client) => (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1,
  );

describe("PostgreSQL databases handed from one test file to the next", () => {
  const template = inject("postgresTemplate") ?? "";
  const copy = `${template}_fresh`;
  let fresh: Awaited<ReturnType<typeof contents>>;
  let left: string | undefined;

  beforeAll(async () => {
    if (!template) throw new Error("This file needs the PostgreSQL template test/database-template.ts makes.");
    await adminQuery(`create database ${copy} template ${template}`);
    fresh = await contents(copy);
    await adminQuery(`drop database ${copy}`);
  });
  afterAll(async () => {
    if (left) await givePostgresBack(left);
  });

  it("gives back a used database as the template holds it, even with a session left open", async () => {
    const used = await takePostgres(template);
    await onDatabase(used, (client) =>
      client.query(`
        insert into users (email, full_name, role) values ('pool@example.com', 'Pool Co', 'COMPANY');
        set session_replication_role = replica;
        update wallet_accounts set balance = balance + 100 where id = (select id from wallet_accounts limit 1);
        select nextval('wallet_transaction_number_seq');
        analyze;
      `),
    );
    const leftOpen = new pg.Client({ connectionString: databaseUrlOf(used) });
    leftOpen.on("error", () => {});
    await leftOpen.connect();
    await leftOpen.query("select pg_advisory_lock(42)");
    expect((await contents(used)).rows).not.toEqual(fresh.rows);
    await givePostgresBack(used);
    await leftOpen.end().catch(() => {});

    const next = await takePostgres(template);
    left = next;
    expect(next).toBe(used);
    expect(await contents(next)).toEqual(fresh);
    const locks = await onDatabase(
      next,
      async (client) => (await client.query("select 1 from pg_locks where locktype = 'advisory'")).rowCount,
    );
    expect(locks).toBe(0);
  });

  it("drops a database whose schema a test changed, and hands out a new copy instead", async () => {
    const used = left ?? (await takePostgres(template));
    left = undefined;
    await onDatabase(used, (client) => client.query("create table left_behind (id int)"));
    await givePostgresBack(used);
    expect(await exists(used)).toBe(false);

    const next = await takePostgres(template);
    left = next;
    expect(next).not.toBe(used);
    expect(await contents(next)).toEqual(fresh);
  });

  it("hands a test of query plans a new copy even while an emptied one waits", async () => {
    const used = left ?? (await takePostgres(template));
    left = undefined;
    await onDatabase(used, (client) =>
      client.query(`insert into users (email, full_name, role)
                    select 'grown-' || n || '@example.com', 'Grown', 'COMPANY' from generate_series(1, 5000) n`),
    );
    await givePostgresBack(used);
    const usersOnDisk = (name: string) =>
      onDatabase(name, async (client) =>
        Number((await client.query("select pg_total_relation_size('users') as size")).rows[0].size),
      );

    const unused = await takePostgres(template, { unused: true });
    expect(unused).not.toBe(used);
    expect(await usersOnDisk(unused)).toBeLessThan(await usersOnDisk(used));
    await givePostgresBack(unused);
    left = await takePostgres(template);
  });
});
