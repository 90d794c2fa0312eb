import { hash, verify } from "@node-rs/argon2";
import type { PasswordHashCost } from "../../config";
import { randomToken } from "../../lib/crypto";

/**
 * argon2id (the library's default algorithm). "owasp" is the OWASP-recommended minimum cost:
 * 19 MiB of memory, 2 passes, 1 lane. "test" is the cheapest, for test runs (config gives it only
 * when NODE_ENV=test): the API suites hash thousands of passwords (decision 0110). A hash names
 * its own cost, so either is verified the same way.
 */
const ARGON2_OPTIONS = {
  owasp: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, object>;

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, ARGON2_OPTIONS[cost]);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no hash to check against (unknown
 * email, social-only account), so response times do not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken(), "owasp");
  await verifyPassword(await dummyHash, password);
  return false;
}
