import path from "node:path";
import { z } from "zod";
import { checkGst, gstConfigOf, platformIdentityOf, ZGstEnv } from "./gst";
import { hourlyConfigOf, ZHourlyEnv } from "./hourly";
import { ZHttpEnv } from "./http";
import { ZInstancesEnv } from "./instances";
import { checkKyc, kycConfigOf, ZKycEnv } from "./kyc";
import { ZMailEnv } from "./mail";
import { checkOAuthPairs, oauthProviders, ZOAuthEnv } from "./oauth";
import { checkPayouts, payoutsConfigOf, ZPayoutsEnv } from "./payouts";
import { ZProjectsEnv } from "./projects";
import { checkPush, pushConfigOf, ZPushEnv } from "./push";
import { checkReplicas, replicasConfigOf, ZReplicasEnv } from "./replicas";
import { checkS3, s3ConfigOf, ZS3Env } from "./s3";
import { safetyConfigOf, ZSafetyEnv } from "./safety";
import { checkSecrets, PROCESS_JWT_SECRET, ZSecretsEnv } from "./secrets";
import { defaultAppUrl, defaultHost, ZServerEnv, ZWebEnv } from "./server";
import { smsConfigOf, ZSmsEnv } from "./sms";
import { checkTaxDocuments, taxDocumentsConfigOf, ZTaxDocumentsEnv } from "./tax-documents";
import type { Config } from "./types";
import { checkDeposits, checkRazorpay, walletConfigOf, ZIdempotencyEnv, ZWalletEnv } from "./wallet";
import { withholdingConfigOf, ZWithholdingEnv } from "./withholding";

export type { GstConfig } from "./gst";
export type { HourlyConfig } from "./hourly";
export type { LogFormat } from "./http";
export type { KycConfig } from "./kyc";
export type { OAuthProviderConfig } from "./oauth";
export type { PayoutsConfig } from "./payouts";
export type { PushConfig, VapidKeys } from "./push";
export type { ReplicasConfig } from "./replicas";
export type { S3Config } from "./s3";
export type { SafetyConfig } from "./safety";
export { defaultAppUrl } from "./server";
export type { SmsConfig } from "./sms";
export type { Config, PasswordHashCost } from "./types";
export type { WalletConfig } from "./wallet";
export type { WithholdingConfig } from "./withholding";

/** Every variable the server reads, one group per file, checked together (the groups' checks in this order). */
const ZEnv = z
  .object({
    ...ZServerEnv.shape,
    ...ZMailEnv.shape,
    ...ZSecretsEnv.shape,
    ...ZInstancesEnv.shape,
    ...ZS3Env.shape,
    ...ZHttpEnv.shape,
    ...ZOAuthEnv.shape,
    ...ZSmsEnv.shape,
    ...ZWebEnv.shape,
    ...ZWalletEnv.shape,
    ...ZPayoutsEnv.shape,
    ...ZProjectsEnv.shape,
    ...ZHourlyEnv.shape,
    ...ZSafetyEnv.shape,
    ...ZIdempotencyEnv.shape,
    ...ZKycEnv.shape,
    ...ZWithholdingEnv.shape,
    ...ZGstEnv.shape,
    ...ZTaxDocumentsEnv.shape,
    ...ZPushEnv.shape,
    ...ZReplicasEnv.shape,
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value !== "false"),
    LIST_PAGE_CACHE: z
      .enum(["true", "false"], "must be true or false")
      .optional()
      .transform((value) => value !== "false"),
  })
  .superRefine((env, ctx) => {
    checkSecrets(env, ctx);
    checkOAuthPairs(env, ctx);
    checkRazorpay(env, ctx);
    checkS3(env, ctx);
    checkDeposits(env, ctx);
    checkPayouts(env, ctx);
    checkKyc(env, ctx);
    checkGst(env, ctx);
    checkTaxDocuments({ ...env, gstin: platformIdentityOf(env).gstin }, ctx);
    checkPush(env, ctx);
    checkReplicas(env, ctx);
  });

export class ConfigError extends Error {}

/** Reads and validates the environment once, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const host = e.HOST ?? defaultHost(e.NODE_ENV);
  const appUrl = (e.APP_URL ?? defaultAppUrl(host, e.PORT)).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    host,
    port: e.PORT,
    unixSocketPath: e.UNIX_SOCKET_PATH,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    replicas: replicasConfigOf(e),
    inMemoryDatabase: false,
    appUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailQueueIntervalMs: e.MAIL_QUEUE_INTERVAL_MS,
    jwtSecret: e.JWT_SECRET ?? PROCESS_JWT_SECRET,
    jwtSecretSource: e.JWT_SECRET ? "environment" : "process",
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    instanceId: e.INSTANCE_ID,
    s3: s3ConfigOf(e),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === "development" ? "pretty" : "json"),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    passwordHashCost: e.NODE_ENV === "test" ? "test" : "owasp",
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    trustProxyHops: e.TRUST_PROXY_HOPS ?? (e.NODE_ENV === "production" ? 1 : 0),
    seedDemoData: e.SEED_DEMO_DATA && e.NODE_ENV !== "production",
    listPageCache: e.LIST_PAGE_CACHE,
    oauth: oauthProviders(e),
    oauthTimeoutMs: e.OAUTH_TIMEOUT_MS,
    sms: smsConfigOf(e),
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(new URL("../../../web/dist", import.meta.url).pathname),
    wallet: walletConfigOf(e),
    payouts: payoutsConfigOf(e),
    kyc: kycConfigOf(e),
    withholding: withholdingConfigOf(e),
    gst: gstConfigOf(e),
    taxDocuments: taxDocumentsConfigOf(e),
    projects: { autoApproveDays: e.AUTO_APPROVE_DAYS, autoApproveIntervalMs: e.AUTO_APPROVE_INTERVAL_MS },
    hourly: hourlyConfigOf(e),
    safety: safetyConfigOf(e),
    push: pushConfigOf(e, appUrl),
  };
}
