import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logDestination } from "./log-destination";

/** What a logger writing to LOG_FORMAT's destination puts out for one entry with a field and a token. */
async function written(format: "json" | "pretty"): Promise<string> {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const destination = (await logDestination(format, out)) ?? out;
  const app = Fastify({ logger: { redact: ["req.headers.authorization"], stream: destination } });
  app.log.info({ userId: "u-1", req: { headers: { authorization: "Bearer secret" } } }, "Crewlance is running");
  await app.close();
  return chunks.join("");
}

describe("the log's format", () => {
  it("is one readable line per entry when pretty: time, level, message, then the fields", async () => {
    const output = await written("pretty");
    expect(output.split("\n")).toHaveLength(2);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Crewlance is running \{.*"userId":"u-1".*\}\n$/);
    expect(output).not.toContain("secret");
    expect(output).not.toContain("hostname");
  });

  it("is pino's JSON line when json: the default stream is kept", async () => {
    expect(await logDestination("json")).toBeUndefined();
    const line = JSON.parse(await written("json"));
    expect(line).toMatchObject({ level: 30, msg: "Crewlance is running", userId: "u-1" });
  });
});
