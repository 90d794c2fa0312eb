import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import type { TPasskeyOptions } from "@crewlance/contracts/passkeys";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { FastifyInstance } from "fastify";

/*
 * A software authenticator for API tests (decision 0098): an ES256 key made with node:crypto that
 * answers registration options with attestation "none" and authentication options with signed
 * assertions, exactly as a platform authenticator would, so the server's checks run for real.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

export type AssertionTweaks = {
  /** The origin the browser would report (another site's, to test the refusal). */
  origin?: string;
  /** The signature counter to report instead of the next one. */
  counter?: number;
  /** Whether the device verified the person (PIN, biometric). */
  userVerified?: boolean;
};

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private userHandle: string | undefined;

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  static for(app: FastifyInstance): SoftwareAuthenticator {
    return new SoftwareAuthenticator(new URL(app.ctx.config.appUrl).origin);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, "base64url")],
      [-3, Buffer.from(this.publicJwk.y, "base64url")],
    ]);
    return isoCBOR.encode(key);
  }

  private authenticatorData(flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() answering registration options. */
  register(options: TPasskeyOptions, tweaks: { origin?: string } = {}) {
    const user = (options as { user?: { id?: string } }).user;
    this.userHandle = user?.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA;
    const authData = this.authenticatorData(flags, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, tweaks.origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answering authentication options: the counter moves one up. */
  assert(options: TPasskeyOptions, tweaks: AssertionTweaks = {}) {
    this.counter = tweaks.counter ?? this.counter + 1;
    const flags = FLAG_USER_PRESENT | (tweaks.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = this.authenticatorData(flags, this.counter);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, tweaks.origin);
    const signer = createSign("SHA256");
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
    const signature = signer.sign(this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}

/** Registers a new software passkey for the holder of `headers` through the API. */
export async function addPasskey(
  app: FastifyInstance,
  headers: { authorization: string },
  name = "Test laptop",
): Promise<SoftwareAuthenticator> {
  const authenticator = SoftwareAuthenticator.for(app);
  const options = await app.inject({ method: "POST", url: "/api/auth/passkeys/registration-options", headers });
  if (options.statusCode !== 200) throw new Error(`options failed: ${options.statusCode} ${options.body}`);
  const response = authenticator.register(options.json().data);
  const saved = await app.inject({ method: "POST", url: "/api/auth/passkeys", headers, payload: { name, response } });
  if (saved.statusCode !== 201) throw new Error(`register failed: ${saved.statusCode} ${saved.body}`);
  return authenticator;
}

/** Confirms the step-up for the holder of `headers` with the passkey. */
export async function stepUpWithPasskey(
  app: FastifyInstance,
  headers: { authorization: string },
  authenticator: SoftwareAuthenticator,
): Promise<void> {
  const options = await app.inject({ method: "POST", url: "/api/auth/step-up/passkey-options", headers });
  if (options.statusCode !== 200) throw new Error(`step-up options failed: ${options.statusCode} ${options.body}`);
  const passkey = authenticator.assert(options.json().data);
  const res = await app.inject({ method: "POST", url: "/api/auth/step-up", headers, payload: { passkey } });
  if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.statusCode} ${res.body}`);
}
