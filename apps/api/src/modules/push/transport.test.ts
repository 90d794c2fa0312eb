import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postPush } from "./transport";

/*
 * A push service that closes a kept-alive connection as the next request arrives on it, the way a
 * service's idle timer can cross a send: the request is never read and the connection is reset.
 */
let server: Server;
let url: URL;
const requestsBySocket = new Map<Socket, number>();
let answered = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const seen = (requestsBySocket.get(request.socket) ?? 0) + 1;
    requestsBySocket.set(request.socket, seen);
    if (seen > 1) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on("end", () => {
      answered++;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/push/device`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("postPush", () => {
  it("sends a push again on a new connection when the service closed the kept-alive one under it", async () => {
    const push = { headers: { ttl: 60 }, body: Buffer.from("sealed") };
    expect(await postPush({ url, loopbackHttp: true }, push)).toEqual({ statusCode: 201, body: "" });
    expect(await postPush({ url, loopbackHttp: true }, push)).toEqual({ statusCode: 201, body: "" });
    expect(answered).toBe(2);
    // The second push reached the service twice: once on the reused connection it closed, once anew.
    expect([...requestsBySocket.values()].sort()).toEqual([1, 2]);
  });

  it("says a service that is not there is unreachable, without a second try", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const answer = await postPush(
      { url: new URL(`http://127.0.0.1:${port}/push/x`), loopbackHttp: true },
      {
        headers: {},
        body: null,
      },
    );
    expect(answer).toMatchObject({ unreachable: expect.stringMatching(/ECONNREFUSED/) });
  });
});
