import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../config";
import { DEVELOPMENT_KEY_FILE, developmentSigningKey } from "./development-key";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-key-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const keyFile = () => path.join(dataDir, DEVELOPMENT_KEY_FILE);
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("developmentSigningKey", () => {
  it("makes a random key at first start, readable by its owner only, and keeps it", () => {
    const nested = path.join(dataDir, "not-yet-there");
    const key = developmentSigningKey(nested);
    expect(key).toMatch(/^[\w-]{64}$/);
    const file = path.join(nested, DEVELOPMENT_KEY_FILE);
    expect(modeOf(file)).toBe(0o600);
    expect(developmentSigningKey(nested)).toBe(key);
    expect(developmentSigningKey(dataDir)).not.toBe(key);
  });

  it("leaves no draft files behind", () => {
    developmentSigningKey(dataDir);
    developmentSigningKey(dataDir);
    expect(readFileSync(keyFile(), "utf8").trim()).toHaveLength(64);
    expect(readdirSync(dataDir)).toEqual([DEVELOPMENT_KEY_FILE]);
  });

  it("closes a key file others could read", () => {
    writeFileSync(keyFile(), `${"k".repeat(40)}\n`);
    chmodSync(keyFile(), 0o644);
    expect(developmentSigningKey(dataDir)).toBe("k".repeat(40));
    expect(modeOf(keyFile())).toBe(0o600);
  });

  it("refuses a key too short to sign with, saying what to do", () => {
    writeFileSync(keyFile(), "short\n", { mode: 0o600 });
    expect(() => developmentSigningKey(dataDir)).toThrow(ConfigError);
    expect(() => developmentSigningKey(dataDir)).toThrow(/shorter than 32 characters\. Delete the file/);
  });
});
