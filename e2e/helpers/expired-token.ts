import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./data-dir";

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * The access token as the API sees it once its 15 minutes are over: the same claims, issued 16
 * minutes ago, signed with the key the e2e server keeps in its DATA_DIR (no JWT_SECRET is set).
 */
export function expiredCopyOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8"));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: "HS256" })}.${base64url({ ...payload, iat: nowSeconds - 16 * 60, exp: nowSeconds - 60 })}`;
  const key = readFileSync(path.join(E2E_DATA_DIR, "development-jwt-secret"), "utf8").trim();
  return `${unsigned}.${createHmac("sha256", key).update(unsigned).digest("base64url")}`;
}
