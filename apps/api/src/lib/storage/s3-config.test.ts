import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/crewlance-config" };

describe("the S3 settings", () => {
  it("leave uploads on the disk when S3_BUCKET is not set", () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it("turn the S3 store on with a bucket, with defaults for the rest", () => {
    expect(loadConfig({ ...base, S3_BUCKET: "crewlance-uploads" }).s3).toEqual({
      bucket: "crewlance-uploads",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: "uploads.example",
        S3_REGION: "ap-south-1",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "uploads.example",
      region: "ap-south-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
  });

  it("refuse a half-done set-up, naming each variable", () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_BUCKET: is required with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...base, S3_BUCKET: "b-1", S3_ENDPOINT: "nowhere" })).toThrow(/S3_ENDPOINT: must be an/);
    expect(() => loadConfig({ ...base, S3_BUCKET: "b-1", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });

  it("check INSTANCE_ID and default the Redis key prefix", () => {
    expect(loadConfig({ ...base, INSTANCE_ID: "api-1" })).toMatchObject({
      instanceId: "api-1",
      redisKeyPrefix: "crewlance:",
    });
    expect(() => loadConfig({ ...base, INSTANCE_ID: "a b" })).toThrow(/INSTANCE_ID: must be 1 to 64/);
  });
});
