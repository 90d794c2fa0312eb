import { type Column, type Expected, MATRIX_BY_MODULE, ROW_COLUMNS, type Row } from "./authorization-matrix";

/*
 * docs/authorization.md, written from the matrix by `npm run docs:authorization` and compared
 * with the committed file by authorization-matrix.test.ts, so the summary cannot drift from what
 * the suite proves.
 */

export const SUMMARY_FILE = "docs/authorization.md";

const HEADINGS: Record<Column, string> = {
  anonymous: "No token",
  expired: "Expired",
  freelancer: "Freelancer",
  company: "Company",
  admin: "Admin",
  owner: "Owner",
  otherSameRole: "Same role",
  counterpart: "Other side",
  adminDisputed: "Admin, disputed",
};

const cell = (expected: Expected | undefined) =>
  expected === undefined ? "" : expected === "ok" ? "✓" : String(expected);

/** The columns of a module's table: "Admin, disputed" only where one of its rows has a project (decision 0080). */
function columnsOf(rows: Record<string, Row>): Column[] {
  const disputed = Object.values(rows).some((row) => row.adminDisputed !== undefined);
  return ROW_COLUMNS.filter((column) => column !== "adminDisputed" || disputed);
}

function table(rows: Record<string, Row>): string[] {
  const columns = columnsOf(rows);
  const lines = [
    `| Operation | ${columns.map((column) => HEADINGS[column]).join(" | ")} | Who, and why the others get what they get |`,
    `|---|${columns.map(() => ":-:").join("|")}|---|`,
  ];
  for (const [key, row] of Object.entries(rows)) {
    lines.push(`| \`${key}\` | ${columns.map((column) => cell(row[column])).join(" | ")} | ${row.rule} |`);
  }
  return lines;
}

export function authorizationSummary(): string {
  const count = Object.values(MATRIX_BY_MODULE).reduce((sum, rows) => sum + Object.keys(rows).length, 0);
  const lines = [
    "# Who may call what",
    "",
    "<!-- Generated from apps/api/test/proof/authorization-matrix.ts by `npm run docs:authorization`: edit the table, not this file. -->",
    "",
    `Every one of the API's ${count} operations, as \`/api/docs/json\` lists them, sent by every kind of caller`,
    "against real rows by `apps/api/test/proof/authorization-matrix.test.ts` (decision 0056). An operation",
    "added without a row in the table fails that suite.",
    "",
    "Columns: **No token**; **Expired**, the caller's own token a minute past its expiry; **Freelancer**,",
    "**Company**, **Admin**, signed-in users with no tie to the row; **Owner**, the one the row is for;",
    "**Same role**, another user of the owner's role; **Other side**, the other party of the same row",
    "(the applicant of a task, the freelancer of a project, the person invited); **Admin, disputed**, an",
    "admin on the same kind of row whose project has a dispute, open or resolved (decision 0080: reads",
    "open to them, audited; every write still refused).",
    "",
    "✓ is a 2xx for a valid request: the handler ran and did it. **401** is no valid session, **403** a role",
    "or party that may not do this, **404** where the API hides that another person's row exists",
    "(decision 0025: what is not yours to see is not found). 409, 422, 400 and 503 are the handler's own",
    "answer on that row's state or the server's setup: the caller got past authorization.",
    "",
    "The suite also holds each operation to the `security` the document declares (decision 0081): a token",
    "required (`[{ bearer: [] }]`), **No token** and **Expired** are 401; a token optional",
    "(`[{ bearer: [] }, {}]`), **No token** gets in and **Expired** is 401; no token (`[]`), neither is 401.",
    "Every answer to a request with a token is `Cache-Control: no-store`.",
    "",
  ];
  for (const [module, rows] of Object.entries(MATRIX_BY_MODULE)) {
    lines.push(`## ${module}`, "", ...table(rows), "");
  }
  return lines.join("\n");
}
