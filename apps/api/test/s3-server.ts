import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// s3rver ships no types; the few calls made here are typed by hand.
// @ts-expect-error -- untyped CommonJS package
import S3rver from "s3rver";
import type { S3Config } from "../src/config";

type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void> };

export type LocalS3 = { config: S3Config; close: () => Promise<void> };

/**
 * A real S3-protocol server (s3rver, files in a temp folder) on a free port with one empty
 * bucket: the S3 store talks to it over HTTP with signed requests, as it would to S3 or MinIO.
 */
export async function startLocalS3(bucket = "crewlance-test"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "crewlance-s3-"));
  const server: S3rverInstance = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed development credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
