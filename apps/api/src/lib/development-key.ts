import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../config";
import { randomToken } from "./crypto";

export const DEVELOPMENT_KEY_FILE = "development-jwt-secret";

const OWNER_ONLY = 0o600;

/**
 * The signing key of a server started without JWT_SECRET (never production): made at first
 * start and kept in DATA_DIR, readable by its owner only, so sessions survive a restart while
 * no key is written in the source. Two servers starting at once on one folder get the same
 * key: the file appears whole (a hard link of a finished file), and the loser reads it.
 */
export function developmentSigningKey(dataDir: string): string {
  const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(draft, `${randomToken(48)}\n`, { mode: OWNER_ONLY });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  // A copy restored without its mode must not stay readable by others on the machine.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  const key = readFileSync(file, "utf8").trim();
  if (key.length < 32) {
    throw new ConfigError(
      `The development signing key in ${file} is shorter than 32 characters. Delete the file to make a new one (everyone signs in again), or set JWT_SECRET.`,
    );
  }
  return key;
}
