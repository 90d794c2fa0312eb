import { s256 } from "./pkce";
import type { Identity } from "./types";

/** Authorization codes live this long at most, as at the real providers (Google: minutes). */
export const CODE_TTL_MS = 60_000;

type IssuedCode = {
  identity: Identity;
  clientId: string;
  redirectUri: string;
  challenge: { value: string; method: string } | null;
  issuedAt: number;
  expired: boolean;
  used: boolean;
  accessToken: string | null;
};

export type RedeemRequest = { code: string; redirectUri: string | undefined; verifier: string | undefined };
export type RedeemResult = { ok: true; identity: Identity } | { ok: false; description: string };

/** The provider's memory: issued codes (single use, bound at authorize time) and access tokens. */
export class GrantStore {
  readonly #codes = new Map<string, IssuedCode>();
  readonly #tokens = new Map<string, Identity>();

  issue(code: string, grant: Omit<IssuedCode, "issuedAt" | "expired" | "used" | "accessToken">): void {
    this.#codes.set(code, { ...grant, issuedAt: Date.now(), expired: false, used: false, accessToken: null });
  }

  expireAll(): void {
    for (const grant of this.#codes.values()) grant.expired = true;
  }

  /** The identity a code was issued for, valid or not (used to stamp the id_token). */
  identityOf(code: string): Identity | undefined {
    return this.#codes.get(code)?.identity;
  }

  /** Checks and consumes a code for the given client. */
  redeem(clientId: string, request: RedeemRequest): RedeemResult {
    const grant = this.#codes.get(request.code);
    if (!grant || grant.clientId !== clientId) return { ok: false, description: "The code is not valid." };
    if (grant.used) {
      // RFC 6749 section 4.1.2: a reused code revokes what it was exchanged for.
      if (grant.accessToken) this.#tokens.delete(grant.accessToken);
      return { ok: false, description: "The code was already used." };
    }
    grant.used = true;
    if (grant.expired || Date.now() - grant.issuedAt > CODE_TTL_MS) {
      return { ok: false, description: "The code has expired." };
    }
    if (grant.redirectUri !== request.redirectUri) {
      return { ok: false, description: "The redirect_uri does not match the authorization request." };
    }
    if (grant.challenge) {
      if (!request.verifier) return { ok: false, description: "The code_verifier is missing." };
      const computed = grant.challenge.method === "S256" ? s256(request.verifier) : request.verifier;
      if (computed !== grant.challenge.value) return { ok: false, description: "The code_verifier does not match." };
    }
    return { ok: true, identity: grant.identity };
  }

  bindToken(code: string, accessToken: string): void {
    const grant = this.#codes.get(code);
    if (!grant) return;
    grant.accessToken = accessToken;
    this.#tokens.set(accessToken, grant.identity);
  }

  identityForToken(accessToken: string | null): Identity | undefined {
    return accessToken ? this.#tokens.get(accessToken) : undefined;
  }
}
