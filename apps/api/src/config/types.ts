import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { GstConfig } from "./gst";
import type { HourlyConfig } from "./hourly";
import type { LogFormat } from "./http";
import type { KycConfig } from "./kyc";
import type { OAuthProviderConfig } from "./oauth";
import type { PayoutsConfig } from "./payouts";
import type { PushConfig } from "./push";
import type { ReplicasConfig } from "./replicas";
import type { S3Config } from "./s3";
import type { SafetyConfig } from "./safety";
import type { SmsConfig } from "./sms";
import type { TaxDocumentsConfig } from "./tax-documents";
import type { WalletConfig } from "./wallet";
import type { WithholdingConfig } from "./withholding";

/** "owasp": the OWASP-recommended minimum argon2id cost; "test": the cheapest, for test runs only. */
export type PasswordHashCost = "owasp" | "test";

/** The server's settings, read from the environment once by loadConfig (config/index.ts). */
export type Config = {
  env: "development" | "test" | "production";
  host: string;
  port: number;
  /** Set: the server also accepts connections on this Unix socket (a proxy on the same host). */
  unixSocketPath: string | undefined;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir; `null` with PGlite in memory (tests). */
  databaseUrl: string | undefined;
  /** Hot standbys of databaseUrl that take reads (decision 0107); none by default. */
  replicas: ReplicasConfig;
  inMemoryDatabase: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often each instance sweeps the mail queue; a queued mail is also sent at once after its commit. */
  mailQueueIntervalMs: number;
  jwtSecret: string;
  /**
   * "environment": JWT_SECRET. "process": a random key of this process, which server.ts
   * replaces with the development key kept in dataDir (lib/development-key.ts); tests and
   * in-memory runs keep it, so their tokens die with the process.
   */
  jwtSecretSource: "environment" | "process";
  /**
   * The secret that saved payout details are encrypted with (lib/crypto.ts purposeKey). Unset,
   * they are encrypted with a key derived from jwtSecret, so rotating JWT_SECRET would make them
   * unreadable: production sets DATA_ENCRYPTION_KEY (docs/operations.md).
   */
  dataEncryptionKey: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every key this deployment writes to Redis (rate-limit counters). */
  redisKeyPrefix: string;
  /** Set: every response carries `x-instance: <id>` (several instances behind a balancer). */
  instanceId: string | undefined;
  /** Set: uploads go to this S3-compatible bucket; unset: DATA_DIR/uploads on this disk. */
  s3: S3Config | undefined;
  logLevel: string;
  /** "pretty": one readable line per entry (development's default); "json": one JSON object per line. */
  logFormat: LogFormat;
  authRateLimitPerMinute: number;
  /**
   * The argon2id cost of new password hashes: OWASP's minimum everywhere, and the cheapest one in
   * test runs (NODE_ENV=test), which hash thousands of passwords (decision 0110).
   */
  passwordHashCost: PasswordHashCost;
  /**
   * Seconds after a refresh token is rotated during which presenting it again (a second tab, a
   * retried request) answers the same new pair instead of revoking the family (decision 0077).
   * 0 turns the grace off: any second use revokes.
   */
  refreshReuseGraceSeconds: number;
  /**
   * Reverse proxies in front of the server: the client address is taken that many entries from
   * the right of X-Forwarded-For (entries further left are whatever the client sent). 0 ignores
   * the header and uses the socket's address.
   */
  trustProxyHops: number;
  seedDemoData: boolean;
  /** Keep list pages in this instance's memory until their rows change (decision 0059); off, every list reads the database. */
  listPageCache: boolean;
  /** Providers with a client id and secret; the others answer NOT_CONFIGURED. */
  oauth: Partial<Record<TSocialProvider, OAuthProviderConfig>>;
  oauthTimeoutMs: number;
  sms: SmsConfig;
  /** Folder of the built web app served at every non-API path; absent in API-only tests. */
  webDistDir: string | undefined;
  wallet: WalletConfig;
  /** The payout provider (decision 0087); unset, withdrawals wait in the admin queue. */
  payouts: PayoutsConfig | undefined;
  /** The KYC provider for PAN and payee verification (decision 0086). */
  kyc: KycConfig;
  /** TDS and TCS withheld on releases (decision 0089). */
  withholding: WithholdingConfig;
  /** GST on the platform's fees and the platform as their supplier (decision 0088). */
  gst: GstConfig;
  /** The deductor on TDS certificates and quarterly returns (decision 0090). */
  taxDocuments: TaxDocumentsConfig;
  /** Projects: the auto-approval of submitted milestones. */
  projects: { autoApproveDays: number; autoApproveIntervalMs: number };
  /** Hourly contracts: the review window and the billing sweep (decision 0091). */
  hourly: HourlyConfig;
  /** Trust and safety: new accounts' daily limits (decision 0092). */
  safety: SafetyConfig;
  /** Web push: the VAPID keys, the local-endpoint setting and the queue's sweep (decision 0105). */
  push: PushConfig;
};
