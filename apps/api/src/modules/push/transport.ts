import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { CheckedEndpoint } from "./endpoint-rules";
import { isPublicAddress } from "./endpoint-rules";

/*
 * Sends one push request that web-push prepared (its VAPID header and aes128gcm body). Sent here
 * rather than by web-push's own sendNotification for two reasons (decision 0105): the name's
 * addresses are checked to be public before connecting (web-push would connect anywhere), and the
 * local push service of the tests speaks plain http, which web-push cannot.
 */

export type PushRequest = { headers: Record<string, string | number>; body: Buffer | null };

/** The push service's answer: its status, or that it was not reached at all. */
export type PushAnswer = { statusCode: number; body: string } | { unreachable: string };

/** A push service takes a second or two; a hung one must not hold the worker's whole pass. */
const TIMEOUT_MS = 15_000;

/** Resolves as usual, then refuses to connect when any answer is not a public address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: "EADDRNOTPUBLIC" }),
        "",
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
};

export async function postPush(endpoint: CheckedEndpoint, request: PushRequest): Promise<PushAnswer> {
  const first = await postOnce(endpoint, request);
  // A kept-alive connection the service closed just as this push went out (its idle timer and our
  // send crossing) fails before the service read anything: the push is sent again on a new one.
  return "unreachable" in first && first.closedIdleConnection ? postOnce(endpoint, request, { fresh: true }) : first;
}

type Attempt = PushAnswer & { closedIdleConnection?: boolean };

function postOnce(endpoint: CheckedEndpoint, request: PushRequest, options = { fresh: false }): Promise<Attempt> {
  const client = endpoint.loopbackHttp ? http : https;
  return new Promise((resolve) => {
    const outgoing = client.request(
      endpoint.url,
      {
        method: "POST",
        headers: request.headers,
        timeout: TIMEOUT_MS,
        ...(options.fresh ? { agent: false } : {}),
        ...(endpoint.loopbackHttp ? {} : { lookup: publicOnlyLookup }),
      },
      (answer) => {
        let body = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => {
          if (body.length < 2000) body += chunk;
        });
        answer.on("end", () => resolve({ statusCode: answer.statusCode ?? 0, body: body.slice(0, 2000) }));
        answer.on("error", (error) => resolve({ unreachable: error.message }));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        unreachable:
          error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message,
        closedIdleConnection: outgoing.reusedSocket && error.code === "ECONNRESET",
      }),
    );
    outgoing.end(request.body ?? undefined);
  });
}
