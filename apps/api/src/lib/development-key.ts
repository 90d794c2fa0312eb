import { ConfigError } from "../config";
import { randomToken } from "./crypto";
import { keptSecretFile } from "./data-dir-file";

export const DEVELOPMENT_KEY_FILE = "development-jwt-secret";

/**
 * The signing key of a server started without JWT_SECRET (never production): made at first
 * start and kept in DATA_DIR (lib/data-dir-file.ts), so sessions survive a restart while no key
 * is written in the source.
 */
export function developmentSigningKey(dataDir: string): string {
  const { file, text } = keptSecretFile(dataDir, DEVELOPMENT_KEY_FILE, () => `${randomToken(48)}\n`);
  const key = text.trim();
  if (key.length < 32) {
    throw new ConfigError(
      `The development signing key in ${file} is shorter than 32 characters. Delete the file to make a new one (everyone signs in again), or set JWT_SECRET.`,
    );
  }
  return key;
}
