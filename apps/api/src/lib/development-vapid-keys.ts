import webpush from "web-push";
import { ConfigError, type VapidKeys } from "../config";
import { keptSecretFile } from "./data-dir-file";

export const DEVELOPMENT_VAPID_FILE = "development-vapid-keys.json";

/**
 * The VAPID key pair of a server started without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (never
 * production, where push is then off): made at first start and kept in DATA_DIR, as the
 * development signing key is (lib/data-dir-file.ts). Browsers subscribed with the public key, so
 * it must survive a restart: a new pair would orphan every subscription.
 */
export function developmentVapidKeys(dataDir: string): VapidKeys {
  const { file, text } = keptSecretFile(
    dataDir,
    DEVELOPMENT_VAPID_FILE,
    () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`,
  );
  try {
    const kept = JSON.parse(text) as Partial<VapidKeys>;
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
