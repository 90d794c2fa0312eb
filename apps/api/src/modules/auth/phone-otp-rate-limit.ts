import { OTP_RESEND_INTERVAL_SECONDS, PHONE_OTP_MAX_PER_HOUR } from "@crewlance/contracts/constants";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { oneTimeCodes } from "../../db/schema/auth";
import { AppError } from "../../lib/errors";

/** Both phone purposes share the limits: a number gets at most so many texts, whatever they are for. */
export const PHONE_PURPOSES = ["PHONE_LOGIN", "PHONE_VERIFICATION"] as const;

const HOUR_MS = 60 * 60 * 1000;

/** Advisory lock namespaces (the two-key form), so a number and an address never share a key. */
const LOCK_NUMBER = 7101;
const LOCK_ADDRESS = 7102;

/**
 * Serialises phone code requests for one number and for one address until the transaction
 * ends, so two concurrent requests cannot both pass the limits. Always number first, then
 * address: one fixed order cannot deadlock.
 */
export async function lockPhoneOtpRequests(tx: Tx, input: { phone: string; ip: string }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMBER}, hashtext(${input.phone}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${input.ip}))`);
}

/** Milliseconds until the oldest of the last `max` requests leaves the hour, or 0. */
async function hourlyWaitMs(tx: Tx, input: { where: SQL | undefined; max: number; at: Date }): Promise<number> {
  const recent = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(inArray(oneTimeCodes.purpose, PHONE_PURPOSES), input.where))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(input.max);
  const oldest = recent[input.max - 1];
  if (!oldest) return 0;
  return Math.max(0, oldest.createdAt.getTime() + HOUR_MS - input.at.getTime());
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const inMinutes = (ms: number) => `Please try again in ${plural(Math.ceil(ms / 60_000), "minute")}.`;

/**
 * The limits of spec B2 for phone codes: one a minute and PHONE_OTP_MAX_PER_HOUR an hour per
 * number, and `perAddressPerHour` (PHONE_CODES_PER_IP_PER_HOUR, by default the same five) per
 * requesting address. Call it under `lockPhoneOtpRequests`; throws RATE_LIMITED with the wait
 * in words.
 */
export async function assertPhoneOtpAllowed(
  tx: Tx,
  input: { phone: string; ip: string; at: Date; perAddressPerHour: number },
): Promise<void> {
  const byNumber = eq(oneTimeCodes.target, input.phone);
  const [latest] = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(inArray(oneTimeCodes.purpose, PHONE_PURPOSES), byNumber))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + OTP_RESEND_INTERVAL_SECONDS * 1000 - input.at.getTime();
    if (waitMs > 0) {
      throw new AppError(
        "RATE_LIMITED",
        `Please wait ${plural(Math.ceil(waitMs / 1000), "second")} before requesting a new code.`,
      );
    }
  }
  const numberWait = await hourlyWaitMs(tx, { where: byNumber, max: PHONE_OTP_MAX_PER_HOUR, at: input.at });
  if (numberWait > 0) {
    throw new AppError(
      "RATE_LIMITED",
      `Too many codes have been requested for this number in the last hour. ${inMinutes(numberWait)}`,
    );
  }
  const addressWait = await hourlyWaitMs(tx, {
    where: eq(oneTimeCodes.requesterIp, input.ip),
    max: input.perAddressPerHour,
    at: input.at,
  });
  if (addressWait > 0) {
    throw new AppError(
      "RATE_LIMITED",
      `Too many codes have been requested from your network in the last hour. ${inMinutes(addressWait)}`,
    );
  }
}
