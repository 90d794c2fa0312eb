import { readFileSync } from "node:fs";
import type { TRole } from "@crewlance/contracts/enums";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { signAccessToken } from "../../src/lib/tokens";
import { createTestApp } from "../app";
import { startTestPayoutProvider } from "../payout-provider";
import { createUser, type TestUser } from "../users";
import {
  AUTHORIZATION_MATRIX,
  type Column,
  describeExpected,
  type Expected,
  isMet,
  ROW_COLUMNS,
} from "./authorization-matrix";
import { authorizationSummary, SUMMARY_FILE } from "./authorization-summary";
import { type Built, FIXTURES, type Fixture, makeKit, nextAddress, WEBHOOK_SECRET } from "./matrix-fixtures";
import { documentedOperations, type Operation, operationKey, urlOf } from "./operations";

/*
 * The authorization matrix (decision 0056): every operation of `/api/docs/json`, sent
 * by every kind of caller — no token, an expired token, a freelancer, a company and an admin who
 * have nothing to do with the row, the row's owner, another user of the owner's role and the
 * other side of the row — against real rows (matrix-fixtures.ts), each answer checked against
 * the one table (authorization-matrix.ts). An operation the table does not list fails here.
 *
 * Cells that must be refused share one set of rows per operation and run first; every cell that
 * must get through a write gets rows (and a caller) of its own, so one cell's DELETE never takes
 * the next cell's row.
 */

// The Razorpay webhook is on (its secret known here) while deposits keep the dev provider. The
// payout provider is on too, refusing every payout, so withdrawals still wait for an admin.
const base = loadConfig({ NODE_ENV: "test" });
const payouts = await startTestPayoutProvider();
payouts.failCreatesWith = 400;
const t = await createTestApp({
  authRateLimitPerMinute: 1_000_000,
  // The development clock's row (POST /api/dev/clock, moved by 0 ms here) needs it on.
  hourly: { ...base.hourly, devClock: true },
  wallet: {
    ...base.wallet,
    razorpay: { apiUrl: "http://127.0.0.1:9", keyId: "rzp_test", keySecret: "unused", webhookSecret: WEBHOOK_SECRET },
  },
  payouts: {
    baseUrl: payouts.url,
    keyId: payouts.keyId,
    keySecret: payouts.keySecret,
    accountNumber: payouts.accountNumber,
    webhookSecret: WEBHOOK_SECRET,
    sweepAfterMinutes: 30,
    retryAfterSeconds: 60,
    sweepIntervalMs: 3_600_000,
    bankMode: "IMPS",
  },
});
afterAll(async () => {
  await t.close();
  await payouts.close();
});
const kit = makeKit(t.app);
const operations = await documentedOperations(t.app);

const ROLE_OF = { freelancer: "FREELANCER", company: "COMPANY", admin: "ADMIN" } as const satisfies Record<
  string,
  TRole
>;
type RoleColumn = keyof typeof ROLE_OF;
const ROLE_COLUMNS = Object.keys(ROLE_OF) as RoleColumn[];

const newUser = (role: TRole) => (role === "ADMIN" ? createUser(t.app, { role }) : kit.user(role));
/** The callers with no tie to any row, shared by the cells that only read or are refused. */
const strangers = {} as Record<TRole, TestUser>;
/** A second stranger of each role: "another user of the owner's role". */
const secondStrangers = {} as Record<TRole, TestUser>;
for (const role of Object.values(ROLE_OF)) {
  strangers[role] = await newUser(role);
  secondStrangers[role] = await newUser(role);
}

/** A token of the user's own session, signed with the real secret, living `ttlSeconds` from now. */
function tokenOf(user: TestUser, ttlSeconds?: number): Promise<string> {
  const payload = JSON.parse(Buffer.from(user.token.split(".")[1]!, "base64url").toString("utf8"));
  return signAccessToken(
    { userId: user.user.id, role: user.user.role, sessionId: payload.sid },
    t.config.jwtSecret,
    "api",
    ttlSeconds,
  );
}

/** The same user's token that ran out a minute ago. */
const expiredTokenOf = (user: TestUser) => tokenOf(user, -60);

/**
 * A stranger's token, signed again for each request: the strangers are signed in once for the
 * file, and on a busy machine the file runs longer than an access token lives.
 */
const liveTokenOf = (user: TestUser) => tokenOf(user);

/**
 * What an answer to a request with a token may say to caches (decision 0081): nothing kept
 * anywhere. "private, no-store" is the files' own choice (plugins/uploads/send-stored-file.ts).
 */
const PRIVATE_ANSWERS = ["no-store", "private, no-store"];

/**
 * What the document's `security` promises about a call without a token and one with a dead
 * token, and so what those two columns must really get: "required" turns both away with 401;
 * "optional" lets the first in and checks the token of the second (401); "none" lets both in,
 * never looking at a token.
 */
function declarationProblem(operation: Operation, anonymous: number, expired: number): string | null {
  const needsToken = operation.token === "required";
  const readsToken = operation.token !== "none";
  if ((anonymous === 401) !== needsToken || (expired === 401) !== readsToken) {
    const [security, fix] = {
      required: [
        "[{ bearer: [] }] (a token required)",
        "security: PUBLIC, or OPTIONAL_BEARER where a token is read when sent",
      ],
      optional: [
        "[{ bearer: [] }, {}] (a token optional)",
        "security: BEARER where one is required, PUBLIC where none is read",
      ],
      none: ["[] (no token)", "security: BEARER where one is required, OPTIONAL_BEARER where one is read when sent"],
    }[operation.token];
    return `/api/docs/json declares security ${security}, but without a token it answered ${anonymous} and with an expired one ${expired}: declare ${fix} (lib/openapi.ts).`;
  }
  return null;
}

const MUTATES = (operation: Operation) => operation.method !== "GET";
const ALLOWED = (expected: Expected) => !(expected === 401 || expected === 403 || expected === 404);

async function send(operation: Operation, built: Built, token: string | undefined): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(built.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (MUTATES(operation)) headers["idempotency-key"] = crypto.randomUUID();
  const options: InjectOptions = {
    method: operation.method as InjectOptions["method"],
    url: urlOf(operation, built.params ?? {}, built.query),
    headers,
    remoteAddress: built.remoteAddress ?? nextAddress(),
  };
  if (built.form) options.payload = await built.form();
  else if (built.json !== undefined) options.payload = built.json as object;
  return t.app.inject(options);
}

/** Who sends the request of a column, on the given rows. */
async function callerFor(column: Column, built: Built, fresh: boolean, expectedOk: RoleColumn | undefined) {
  switch (column) {
    case "anonymous":
      return undefined;
    case "expired": {
      const whose = built.owner ?? strangers[ROLE_OF[expectedOk ?? "freelancer"]];
      return expiredTokenOf(whose);
    }
    case "owner":
      return built.owner?.token;
    case "counterpart":
      return built.counterpart?.token;
    case "otherSameRole":
      return liveTokenOf(secondStrangers[built.owner!.user.role!]);
    case "adminDisputed":
      return liveTokenOf(strangers.ADMIN);
    default: {
      const role = ROLE_OF[column];
      if (!fresh) return liveTokenOf(strangers[role]);
      const caller = await newUser(role);
      await built.prepareCaller?.(caller);
      return caller.token;
    }
  }
}

function fixtureOf(operation: Operation): Fixture | undefined {
  const fixture = FIXTURES[operationKey(operation)];
  if (fixture) return fixture;
  if (operation.path.includes("{")) return undefined;
  return async () => ({}) as Built;
}

describe.each(operations.map((operation) => [operationKey(operation), operation] as const))("%s", (key, operation) => {
  it("answers every caller as the matrix says, privately to a token, and declares its token as it behaves", async () => {
    const row = AUTHORIZATION_MATRIX[key];
    expect(
      row,
      `${key} has no row in apps/api/test/proof/authorization-matrix.ts: declare who may call it before it ships.`,
    ).toBeDefined();
    const fixture = fixtureOf(operation);
    expect(
      fixture,
      `${key} takes path values: give it a fixture in apps/api/test/proof/matrix-fixtures.ts.`,
    ).toBeDefined();
    const columns = ROW_COLUMNS.filter((column) => row![column] !== undefined);
    const shared = await fixture!(kit);
    const ownedRow = row!.owner !== undefined;
    expect(
      Boolean(shared.owner),
      `${key}: the row declares owner/otherSameRole columns exactly when its fixture names an owner.`,
    ).toBe(ownedRow);
    expect(Boolean(shared.counterpart), `${key}: a counterpart column needs a fixture with a counterpart.`).toBe(
      row!.counterpart !== undefined,
    );
    expect(
      Boolean(shared.disputed),
      `${key}: the row declares adminDisputed exactly when its fixture gives disputed rows (decision 0080).`,
    ).toBe(row!.adminDisputed !== undefined);
    const firstAllowedRole = ROLE_COLUMNS.find((column) => row![column] !== undefined && ALLOWED(row![column]!));

    expect(
      row!.anonymous !== undefined && row!.expired !== undefined,
      `${key}: every row says what a caller without a token and one with an expired token get.`,
    ).toBe(true);

    const problems: string[] = [];
    const statusOf: Partial<Record<Column, number>> = {};
    // Refusals first, all on the shared rows; then each cell that gets through, on rows of its own.
    // The last cell that gets through takes the shared rows: nothing before it changed them.
    const ordered = [...columns].sort((a, b) => Number(ALLOWED(row![a]!)) - Number(ALLOWED(row![b]!)));
    for (const [index, column] of ordered.entries()) {
      const expected = row![column]!;
      const fresh = (MUTATES(operation) || shared.prepareCaller !== undefined) && ALLOWED(expected);
      // A disputed project's rows are always new: the dispute must not touch the other cells' rows.
      const built =
        column === "adminDisputed"
          ? await shared.disputed!()
          : fresh && index < ordered.length - 1
            ? await fixture!(kit)
            : shared;
      const token = await callerFor(column, built, fresh, firstAllowedRole);
      const res = await send(operation, built, token);
      statusOf[column] = res.statusCode;
      if (!isMet(expected, res.statusCode)) {
        problems.push(
          `${column}: expected ${describeExpected(expected)}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
      const cacheControl = String(res.headers["cache-control"]);
      if (token && !PRIVATE_ANSWERS.includes(cacheControl)) {
        problems.push(
          `${column}: answered ${res.statusCode} to a token with Cache-Control ${cacheControl}, not no-store`,
        );
      }
    }
    const declared = declarationProblem(operation, statusOf.anonymous!, statusOf.expired!);
    if (declared) problems.push(declared);
    expect(problems.join("\n"), key).toBe("");
  });
});

it.each([
  ["POST /api/payments/webhook/{provider}", "/api/payments/webhook/razorpay"],
  ["POST /api/payments/payout-webhook/{provider}", "/api/payments/payout-webhook/razorpayx"],
])("takes a provider's call on its signature alone: unsigned or forged, %s is refused", async (key, url) => {
  const signed = await FIXTURES[key]!(kit);
  for (const signature of [undefined, "0".repeat(64)]) {
    const headers = { ...signed.headers };
    if (signature) headers["x-razorpay-signature"] = signature;
    else delete headers["x-razorpay-signature"];
    const res = await t.app.inject({ method: "POST", url, headers, payload: signed.json as string });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("The webhook signature does not match its body.");
  }
});

it("lists no operation the OpenAPI document no longer has", () => {
  const documented = new Set(operations.map(operationKey));
  const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !documented.has(key));
  expect(stale, "rows of apps/api/test/proof/authorization-matrix.ts for operations that are gone").toEqual([]);
  const staleFixtures = Object.keys(FIXTURES).filter((key) => !documented.has(key));
  expect(staleFixtures, "fixtures in apps/api/test/proof/matrix-fixtures.ts for operations that are gone").toEqual([]);
});

it(`keeps ${SUMMARY_FILE} in step with the table`, () => {
  const committed = readFileSync(new URL(`../../../../${SUMMARY_FILE}`, import.meta.url), "utf8");
  expect(committed, `${SUMMARY_FILE} is out of date: run \`npm run docs:authorization\` and commit it.`).toBe(
    authorizationSummary(),
  );
});
