import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { DEVELOPMENT_VAPID_FILE, developmentVapidKeys } from "./development-vapid-keys";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-vapid-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const keyFile = () => path.join(dataDir, DEVELOPMENT_VAPID_FILE);

describe("developmentVapidKeys", () => {
  it("makes a pair at first start, readable by its owner only, and keeps it across starts", () => {
    const keys = developmentVapidKeys(dataDir);
    expect(keys.publicKey).toMatch(/^[\w-]{87}$/);
    expect(keys.privateKey).toMatch(/^[\w-]{43}$/);
    expect(statSync(keyFile()).mode & 0o777).toBe(0o600);
    expect(developmentVapidKeys(dataDir)).toEqual(keys);
    expect(readdirSync(dataDir)).toEqual([DEVELOPMENT_VAPID_FILE]);
  });

  it("closes a file others could read, and refuses one it cannot read, saying what to do", () => {
    const keys = developmentVapidKeys(dataDir);
    chmodSync(keyFile(), 0o644);
    expect(developmentVapidKeys(dataDir)).toEqual(keys);
    expect(statSync(keyFile()).mode & 0o777).toBe(0o600);
    writeFileSync(keyFile(), "not json\n");
    expect(() => developmentVapidKeys(dataDir)).toThrow(ConfigError);
    expect(() => developmentVapidKeys(dataDir)).toThrow(/Delete the file to make new ones/);
  });
});
