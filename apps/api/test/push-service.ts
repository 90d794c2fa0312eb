import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { importJWK, jwtVerify } from "jose";
import { listenOnLoopback } from "./provider-http";

/*
 * A local push service that behaves like a real one (decision 0105), for the API tests and the
 * push journey: it accepts the server's POSTs at /push/<id>, checks the VAPID Authorization header
 * (an ES256 JWT signed with the key it carries, whose audience is this service's origin), decrypts
 * the aes128gcm body (RFC 8188, RFC 8291) with the subscriber's private key that the test made,
 * records each message and answers 201 — or the status the test chose for that endpoint.
 */

export type SubscriberKeys = { p256dh: string; auth: string; privateKey: Buffer; publicKey: Buffer; secret: Buffer };

/** A browser's side of a subscription: a P-256 key pair and a 16-byte authentication secret. */
export function makeSubscriberKeys(): SubscriberKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const secret = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    p256dh: publicKey.toString("base64url"),
    auth: secret.toString("base64url"),
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    secret,
  };
}

export type ReceivedPush = {
  /** The subscription's id in the endpoint's path. */
  id: string;
  /** The decrypted payload, as the service worker would read it with `event.data.text()`. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's subject (the server's mailto: or https: contact). */
  subject: string;
};

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** HKDF with SHA-256 for outputs up to 32 bytes: one round of expand. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** Opens an aes128gcm body (one record, as web-push writes it) addressed to `keys`. */
export function decryptPush(body: Buffer, keys: Pick<SubscriberKeys, "privateKey" | "publicKey" | "secret">): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderKey]);
  const ikm = hkdf(keys.secret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `vapid t=<jwt>, k=<public key>`: signed with k, for this origin, not expired; answers its subject. */
async function checkVapid(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no VAPID authorization");
  const key = Buffer.from(match[2]!, "base64url");
  if (key.length !== 65 || key[0] !== 4) throw new Error("the VAPID key is not a P-256 point");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: key.subarray(1, 33).toString("base64url"),
    y: key.subarray(33).toString("base64url"),
  };
  const { payload } = await jwtVerify(match[1]!, await importJWK(jwk, "ES256"), {
    audience: origin,
    algorithms: ["ES256"],
  });
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 60 * 60) throw new Error("the VAPID token lives too long");
  if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub)) throw new Error("no VAPID subject");
  return payload.sub;
}

export type LocalPushService = {
  origin: string;
  /** A new subscription on this service: the endpoint and keys a browser would hand the page. */
  subscribe: () => { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  /** Adopts keys made elsewhere (the journey's page): pushes to `id` are opened with them. */
  adopt: (id: string, keys: SubscriberKeys) => string;
  /** The next answers to pushes for `id`, in order; once used up, 201 again. */
  answerWith: (id: string, ...statuses: number[]) => void;
  received: ReceivedPush[];
  /** Requests refused for a bad VAPID header or body, with why. */
  refused: string[];
  /** How many requests reached each id, whatever they were answered. */
  attempts: Map<string, number>;
  /** Resolves with the pushes received for `id` once there are `count` of them. */
  waitForPushes: (id: string, count: number) => Promise<ReceivedPush[]>;
  onPush: (listener: (push: ReceivedPush) => void) => void;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

export async function startLocalPushService(port = 0): Promise<LocalPushService> {
  const keysById = new Map<string, SubscriberKeys>();
  const planned = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const attempts = new Map<string, number>();
  const listeners: Array<(push: ReceivedPush) => void> = [];
  const waiters: Array<{ id: string; count: number; resolve: (pushes: ReceivedPush[]) => void }> = [];
  const receivedFor = (id: string) => received.filter((push) => push.id === id);
  let origin = "";

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
    const body = await readBody(request);
    if (request.method !== "POST" || !id || !keysById.has(id)) {
      response.writeHead(404).end();
      return;
    }
    attempts.set(id, (attempts.get(id) ?? 0) + 1);
    const next = planned.get(id)?.shift();
    if (next !== undefined && next !== 201) {
      response.writeHead(next).end(`planned ${next}`);
      return;
    }
    let push: ReceivedPush;
    try {
      const subject = await checkVapid(request.headers.authorization, origin);
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error("no TTL");
      const urgency = request.headers.urgency;
      push = { id, text: decryptPush(body, keysById.get(id)!), ttl, urgency: urgency as string | undefined, subject };
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end("refused");
      return;
    }
    received.push(push);
    for (const listener of listeners) listener(push);
    for (const waiter of waiters.splice(0)) {
      const pushes = receivedFor(waiter.id);
      if (pushes.length >= waiter.count) waiter.resolve(pushes);
      else waiters.push(waiter);
    }
    response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  origin = await listenOnLoopback(server, port);

  function adopt(id: string, keys: SubscriberKeys): string {
    keysById.set(id, keys);
    return `${origin}/push/${id}`;
  }

  return {
    origin,
    subscribe() {
      const id = randomBytes(8).toString("hex");
      const keys = makeSubscriberKeys();
      return { id, endpoint: adopt(id, keys), keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    adopt,
    answerWith(id, ...statuses) {
      planned.set(id, [...(planned.get(id) ?? []), ...statuses]);
    },
    received,
    refused,
    attempts,
    waitForPushes(id, count) {
      const pushes = receivedFor(id);
      if (pushes.length >= count) return Promise.resolve(pushes);
      return new Promise((resolve) => waiters.push({ id, count, resolve }));
    },
    onPush(listener) {
      listeners.push(listener);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
