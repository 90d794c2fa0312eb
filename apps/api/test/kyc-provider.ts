import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { listenOnLoopback, readBody } from "./provider-http";

/*
 * A local HTTP server that behaves like an Indian KYC provider for the tax module's tests
 * (decision 0086): PAN → registered name, and the penny drop — a bank account (IFSC + number) or
 * a UPI id → the holder's name. Bearer key; an unknown PAN or account answers
 * {status: "INVALID"}; `failWith` makes it answer an error (the provider down), `delayMs` slow.
 * Not a stub inside the app: the app talks to it over the network.
 */

export type TestKycProvider = {
  url: string;
  apiKey: string;
  /** PAN → the name the income tax records hold. */
  pans: Map<string, string>;
  /** "IFSC:number" → the account holder's name. */
  bankAccounts: Map<string, string>;
  /** UPI id (lower case) → the holder's name. */
  vpas: Map<string, string>;
  /** Answer every request with this HTTP status (e.g. 503) instead. */
  failWith: number | null;
  /** Wait this long before answering. */
  delayMs: number;
  /** Every request the app made, in order. */
  requests: Array<{ path: string; body: Record<string, string> }>;
  close: () => Promise<void>;
};

export async function startTestKycProvider(): Promise<TestKycProvider> {
  const provider: Omit<TestKycProvider, "url" | "close"> = {
    apiKey: `kyc_test_${randomBytes(8).toString("hex")}`,
    pans: new Map([
      ["ABCPK1234F", "RAVI KUMAR"],
      ["AAACR5055K", "ACME TECHNOLOGIES PRIVATE LIMITED"],
      ["BNZPM2501G", "MEERA NAIR"],
    ]),
    bankAccounts: new Map([
      ["HDFC0001234:50100012345678", "RAVI KUMAR"],
      ["SBIN0005678:30012345678", "MEERA NAIR"],
      ["ICIC0000001:000101234567", "SOMEONE ELSE"],
    ]),
    vpas: new Map([["ravi@okhdfc", "Ravi Kumar"]]),
    failWith: null,
    delayMs: 0,
    requests: [],
  };

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const raw = await readBody(request);
    if (provider.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, provider.delayMs));
    if (request.headers.authorization !== `Bearer ${provider.apiKey}`) {
      return send(401, { error: { code: "UNAUTHORIZED", message: "Invalid API key" } });
    }
    let body: Record<string, string>;
    try {
      body = JSON.parse(raw) as Record<string, string>;
    } catch {
      return send(400, { error: { code: "BAD_REQUEST", message: "Body is not JSON" } });
    }
    provider.requests.push({ path: request.url ?? "", body });
    if (provider.failWith) return send(provider.failWith, { error: { code: "SERVICE_UNAVAILABLE" } });
    if (request.method !== "POST") return send(405, { error: { code: "METHOD_NOT_ALLOWED" } });
    const found = (name: string | undefined, field: string) =>
      name ? send(200, { status: "VALID", [field]: name }) : send(200, { status: "INVALID" });
    switch (request.url) {
      case "/v1/pan/verify":
        return found(provider.pans.get(String(body.pan)), "registered_name");
      case "/v1/bank-accounts/verify":
        return found(provider.bankAccounts.get(`${body.ifsc}:${body.account_number}`), "account_holder_name");
      case "/v1/vpa/verify":
        return found(provider.vpas.get(String(body.vpa).toLowerCase()), "account_holder_name");
      default:
        return send(404, { error: { code: "NOT_FOUND" } });
    }
  });
  const origin = await listenOnLoopback(server);
  const state = provider as TestKycProvider;
  state.url = origin;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return state;
}
