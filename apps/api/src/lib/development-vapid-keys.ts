import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { ConfigError, type VapidKeys } from "../config";

export const DEVELOPMENT_VAPID_FILE = "development-vapid-keys.json";

const OWNER_ONLY = 0o600;

/**
 * The VAPID key pair of a server started without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (never
 * production, where push is then off): made at first start and kept in DATA_DIR, readable by its
 * owner only, as the development signing key is (lib/development-key.ts). Browsers subscribed
 * with the public key, so it must survive a restart: a new pair would orphan every subscription.
 */
export function developmentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, DEVELOPMENT_VAPID_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(draft, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: OWNER_ONLY });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  try {
    const kept = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (typeof kept.publicKey === "string" && typeof kept.privateKey === "string") {
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    }
  } catch {
    // Falls through to the sentence below.
  }
  throw new ConfigError(
    `The development VAPID keys in ${file} are not readable. Delete the file to make new ones (every browser subscribes again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
  );
}
