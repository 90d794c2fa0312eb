/*
 * What a freshly migrated test database holds beyond its schema, and the statements that bring a
 * used one back to it (decisions 0115, 0120): the PGlite pool and the PostgreSQL pool hand databases on
 * from file to file with them.
 */

/** Anything that answers a query with rows: a PGlite or a node-postgres client. */
export type Queryable = { query: (text: string) => Promise<{ rows: unknown[] }> };

export type Migrated = {
  /** Every table outside the catalogs and Drizzle's journal, quoted. */
  tables: string[];
  /** The rows migrations wrote (platform accounts, settings), as INSERTs. */
  rowInserts: string[];
  /** Each sequence put back where migrating left it. */
  sequenceResets: string[];
  /** Counts of schema objects: a test that created one and left it is seen by them. */
  schemaFingerprint: string;
};

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function rows<Row>(client: Queryable, text: string): Promise<Row[]> {
  return (await client.query(text)).rows as Row[];
}

export async function schemaFingerprint(client: Queryable): Promise<string> {
  const [row] = await rows<{ fingerprint: string }>(
    client,
    `select concat_ws(':', (select count(*) from pg_class), (select count(*) from pg_trigger),
       (select count(*) from pg_proc), (select count(*) from pg_attribute)) as fingerprint`,
  );
  return row?.fingerprint ?? "";
}

/** Read from a database as migrating left it, before any test wrote to it. */
export async function readMigrated(client: Queryable): Promise<Migrated> {
  const tables = await rows<{ name: string; insertable: string }>(
    client,
    `select format('%I.%I', c.table_schema, c.table_name) as name,
       string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position)
         filter (where c.is_generated = 'NEVER') as insertable
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
     group by 1 order by 1`,
  );
  const rowInserts: string[] = [];
  for (const table of tables) {
    const [held] = await rows<{ json: string | null }>(client, `select json_agg(t)::text as json from ${table.name} t`);
    if (!held?.json) continue;
    rowInserts.push(
      `insert into ${table.name} (${table.insertable}) overriding system value
       select ${table.insertable} from json_populate_recordset(null::${table.name}, ${quoteLiteral(held.json)})`,
    );
  }
  const sequences = await rows<{ name: string; lastValue: string | null }>(
    client,
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue"
     from pg_sequences where schemaname <> 'drizzle'`,
  );
  return {
    tables: tables.map((table) => table.name),
    rowInserts,
    sequenceResets: sequences.map(({ name, lastValue }) =>
      lastValue === null
        ? `alter sequence ${name} restart`
        : `select setval(${quoteLiteral(name)}, ${lastValue}, true)`,
    ),
    schemaFingerprint: await schemaFingerprint(client),
  };
}

/**
 * One script that empties a used database back to `state`. PGlite truncates; PostgreSQL deletes,
 * as a TRUNCATE of every table there makes new files for each table and index and cost about as
 * much as creating a database from the template, while a test file's few rows go in milliseconds.
 */
export function emptyingScript(state: Migrated, how: "truncate" | "delete"): string {
  return [
    // Triggers stay off while rows go and come back: the ledger's refuse TRUNCATE and DELETE.
    "set session_replication_role = replica",
    ...(how === "truncate"
      ? [`truncate ${state.tables.join(", ")} restart identity`]
      : state.tables.map((table) => `delete from ${table}`)),
    ...state.rowInserts,
    ...state.sequenceResets,
    // Statistics an ANALYZE left would steer the next file's plans.
    "delete from pg_statistic where starelid >= 16384",
    "set session_replication_role = origin",
  ].join(";\n");
}

/** Everything a test file could see of a database's contents: each table's rows, sequences, statistics. */
export async function databaseContents(client: Queryable) {
  const tables = await rows<{ name: string }>(
    client,
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const held: Record<string, unknown> = {};
  for (const { name } of tables) {
    [held[name]] = await rows(
      client,
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${name} t`,
    );
  }
  const sequences = await rows(client, "select sequencename, last_value from pg_sequences order by 1");
  const statistics = await rows(client, "select count(*)::int as n from pg_statistic where starelid >= 16384");
  return { rows: held, sequences, statistics };
}
