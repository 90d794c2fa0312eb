import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { createUser } from "../../../../test/users";
import { loadConfig } from "../../../config";
import { oneTimeCodes } from "../../../db/schema/auth";
import { codeDigest } from "../../../lib/crypto";
import { bearer } from "../testing";
import { textsTo, uniqueAddress, uniquePhone } from "./phone-otp-testing";

const TEXT = /^Your Crewlance code is \d{6}\. It expires in 10 minutes\. Do not share it\.$/;

function sendOtp(g: TestApp, payload: object, token: string) {
  return g.app.inject({
    method: "POST",
    url: "/api/auth/mobile/send-otp",
    remoteAddress: uniqueAddress(),
    headers: bearer(token),
    payload,
  });
}

describe("POST /api/auth/mobile/send-otp — SMS gateway", () => {
  let gateway: Server;
  let failing = true;
  const received: { auth: string | undefined; body: { from: string; to: string; text: string } }[] = [];
  let g: TestApp;

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  beforeAll(async () => {
    gateway = createServer(async (request, response) => {
      const body = JSON.parse(await readBody(request));
      received.push({ auth: request.headers.authorization, body });
      response.writeHead(failing ? 503 : 202, { "content-type": "application/json" }).end("{}");
    });
    gateway.listen(0, "127.0.0.1");
    await once(gateway, "listening");
    const { port } = gateway.address() as AddressInfo;
    g = await createTestApp({
      authRateLimitPerMinute: 1_000,
      sms: {
        ...loadConfig({ NODE_ENV: "test" }).sms,
        gatewayUrl: `http://127.0.0.1:${port}/messages`,
        gatewayToken: "gw-token",
        from: "CRWLNC",
      },
    });
  });
  afterAll(async () => {
    await g.close();
    gateway.close();
  });

  it("answers 502 when the gateway fails, keeps no code, and lets the person retry at once", async () => {
    const phone = uniquePhone();
    const me = await createUser(g.app);
    failing = true;
    const res = await sendOtp(g, { phone }, me.token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: "UPSTREAM_UNAVAILABLE",
      message: "We could not send the text message. Please try again in a moment.",
    });
    expect(await g.app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, phone))).toEqual([]);

    failing = false;
    const retry = await sendOtp(g, { phone }, me.token);
    expect(retry.statusCode).toBe(200);
    const last = received.at(-1);
    expect(last).toMatchObject({ auth: "Bearer gw-token", body: { from: "CRWLNC", to: phone } });
    expect(last?.body.text).toMatch(TEXT);
    const [row] = await g.app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, phone));
    expect(row?.codeHash).toBe(codeDigest(/(\d{6})/.exec(last?.body.text ?? "")?.[1] ?? "", g.config.jwtSecret));
    // With a gateway configured nothing goes to the dev outbox.
    expect(await textsTo(g.app, phone)).toEqual([]);
  });
});
