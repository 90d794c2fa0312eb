import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
import type { FileStore, Visibility } from "./types";

/** Stored paths are `<folder>/<uuid>.<ext>`: anything else (`..`, a leading slash) is a bug, not a key. */
const SAFE_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

function keyOf(visibility: Visibility, relativePath: string): string {
  if (!SAFE_PATH.test(relativePath)) throw new Error(`Not a stored path: ${relativePath}`);
  return `${visibility}/${relativePath}`;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in one S3-compatible bucket under `public/` and `private/`, so every instance behind a
 * balancer reads what any of them wrote. The bucket stays private: public files are still served
 * by the API at /uploads/ (plugins/uploads/public-uploads.ts), so no bucket policy is needed.
 */
export function s3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: MinIO, Ceph and s3rver do not all read the
    // trailing-checksum uploads the SDK sends by default since 2025.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = config.bucket;
  return {
    kind: "s3",
    async save(visibility, relativePath, content) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(visibility, relativePath), Body: content }));
    },
    async remove(visibility, relativePath) {
      // S3 answers a delete of a missing key with success, as the disk store does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(visibility, relativePath) }));
    },
    async open(visibility, relativePath) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(visibility, relativePath) }),
        );
        if (!object.Body || object.ContentLength === undefined) return null;
        return { stream: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
