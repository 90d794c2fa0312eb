import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { outboxMessages } from "../db/schema/outbox";
import { AppError } from "./errors";
import { createHttpSmsSender, createOutboxSmsSender, createSmsSender } from "./sms";

type Received = { method: string | undefined; path: string | undefined; headers: IncomingHttpHeaders; body: string };

/** A real HTTP gateway on a free loopback port; `answer` decides each reply. */
let gateway: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (response: ServerResponse) => void = (response) => response.writeHead(202).end('{"id":"m1"}');

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      answer(response);
    });
  });
  gateway.listen(0, "127.0.0.1");
  await once(gateway, "listening");
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => {
  gateway.closeAllConnections();
  gateway.close();
});
beforeEach(() => {
  received = [];
  answer = (response) => response.writeHead(202).end('{"id":"m1"}');
});

const message = { to: "+919876543210", text: "Your Crewlance code is 123456." };

async function expectUndelivered(promise: Promise<void>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", statusCode: 502 });
}

describe("createHttpSmsSender", () => {
  it("posts {from, to, text} as JSON with the bearer token", async () => {
    const sender = createHttpSmsSender({ url: `${baseUrl}/v1/messages?channel=otp`, token: "s3cret", from: "CRWLNC" });
    await sender.send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/messages?channel=otp");
    expect(request?.headers.authorization).toBe("Bearer s3cret");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({ from: "CRWLNC", ...message });
  });

  it("sends no authorization header without a token", async () => {
    await createHttpSmsSender({ url: baseUrl, token: undefined, from: "Crewlance" }).send(message);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it.each([400, 401, 500, 503])("turns a %i answer into UPSTREAM_UNAVAILABLE", async (status) => {
    answer = (response) => response.writeHead(status, { "content-type": "application/json" }).end('{"error":"no"}');
    const sending = createHttpSmsSender({ url: baseUrl, token: "t", from: "Crewlance" }).send(message);
    await expectUndelivered(sending);
    await sending.catch((error: Error) => expect(String(error.cause)).toContain(`HTTP ${status}`));
    expect(received).toHaveLength(1);
  });

  it("turns a closed port into UPSTREAM_UNAVAILABLE", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, "close");
    await expectUndelivered(
      createHttpSmsSender({ url: `http://127.0.0.1:${port}/`, token: "t", from: "C" }).send(message),
    );
  });

  it("gives up on a gateway that does not answer in time", async () => {
    answer = () => {};
    const started = Date.now();
    await expectUndelivered(createHttpSmsSender({ url: baseUrl, token: "t", from: "C", timeoutMs: 200 }).send(message));
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("createOutboxSmsSender", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps the text in the dev outbox as an SMS", async () => {
    await createOutboxSmsSender(t.app.ctx.db).send(message);
    const rows = await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, message.to));
    expect(rows).toEqual([
      expect.objectContaining({ channel: "SMS", to: message.to, text: message.text, subject: null, html: null }),
    ]);
  });

  it("is what createSmsSender picks without a gateway URL, and the gateway otherwise", async () => {
    const to = "+919876500000";
    const config = {
      gatewayUrl: undefined,
      gatewayToken: undefined,
      from: "Crewlance",
      codesPerIpPerMinute: 1,
      codesPerIpPerHour: 5,
    };
    await createSmsSender(config, t.app.ctx.db).send({ to, text: "outbox" });
    await createSmsSender({ ...config, gatewayUrl: `${baseUrl}/sms`, gatewayToken: "g" }, t.app.ctx.db).send({
      to,
      text: "gateway",
    });
    const rows = await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
    expect(rows.map((row) => row.text)).toEqual(["outbox"]);
    expect(received.map((request) => request.path)).toEqual(["/sms"]);
  });
});
