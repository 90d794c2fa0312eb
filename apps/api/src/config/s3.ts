import { z } from "zod";
import { optionalString } from "./env-values";

/** Uploads in an S3-compatible bucket. */
export const ZS3Env = z.object({
  S3_ENDPOINT: optionalString.pipe(z.string().url("must be an http:// or https:// URL").optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "must be true or false").optional(),
});

/**
 * S3 settings are all-or-nothing around S3_BUCKET: a bucket turns the S3 store on; any other S3_*
 * without it is a half-done set-up, refused rather than silently writing to the disk.
 */
const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

export function checkS3(
  env: { S3_BUCKET?: string | undefined } & Partial<Record<(typeof S3_SETTINGS)[number], string | undefined>>,
  ctx: z.RefinementCtx,
) {
  const others = S3_SETTINGS;
  if (!env.S3_BUCKET) {
    for (const name of others)
      if (env[name]) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required with ${name}` });
    return;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: "must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes",
    });
  }
  // A key id without its secret (or the reverse); neither uses the SDK's own chain (instance role, ~/.aws).
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    const given = env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: `is required with ${given}` });
  }
}

/** Uploaded files in an S3-compatible bucket (lib/storage/s3.ts) instead of DATA_DIR/uploads. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for MinIO, Ceph, R2, s3rver. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/** The bucket uploads go to, when S3_BUCKET names one. */
export function s3ConfigOf(e: z.infer<typeof ZS3Env>): S3Config | undefined {
  return e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? "us-east-1",
        endpoint: e.S3_ENDPOINT,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      }
    : undefined;
}
