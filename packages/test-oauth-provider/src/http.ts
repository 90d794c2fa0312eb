import type { IncomingMessage, ServerResponse } from "node:http";

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Form or JSON body as a flat record of strings (other value types are dropped). */
export function parseParams(contentType: string | undefined, text: string): Record<string, string> {
  if (contentType?.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text || "{}");
      if (!parsed || typeof parsed !== "object") return {};
      return Object.fromEntries(Object.entries(parsed).filter((entry) => typeof entry[1] === "string"));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** `Authorization: Basic` client credentials (client_secret_basic), if sent. */
export function basicCredentials(req: IncomingMessage): { id: string; secret: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

/** The access token of `Authorization: Bearer <t>` (GitHub also accepts `token <t>`). */
export function bearerToken(req: IncomingMessage, allowTokenScheme: boolean): string | null {
  const header = req.headers.authorization ?? "";
  const match = (allowTokenScheme ? /^(?:Bearer|token)\s+(\S+)$/i : /^Bearer\s+(\S+)$/i).exec(header);
  return match?.[1] ?? null;
}
