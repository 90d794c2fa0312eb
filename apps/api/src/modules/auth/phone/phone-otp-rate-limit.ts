import { OTP_RESEND_INTERVAL_SECONDS, PHONE_OTP_MAX_PER_HOUR } from "@crewlance/contracts/constants";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { oneTimeCodes } from "../../../db/schema/auth";
import { AppError } from "../../../lib/errors";

/** Both phone purposes share the limits: a number gets at most so many texts, whatever they are for. */
export const PHONE_PURPOSES = ["PHONE_LOGIN", "PHONE_VERIFICATION"] as const;

const MINUTE_MS = OTP_RESEND_INTERVAL_SECONDS * 1000;
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

/** Milliseconds until the oldest of the last `max` requests leaves the window, or 0. */
async function windowWaitMs(
  tx: Tx,
  input: { where: SQL | undefined; max: number; windowMs: number; at: Date },
): Promise<number> {
  const recent = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(inArray(oneTimeCodes.purpose, PHONE_PURPOSES), input.where))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(input.max);
  const oldest = recent[input.max - 1];
  if (!oldest) return 0;
  return Math.max(0, oldest.createdAt.getTime() + input.windowMs - input.at.getTime());
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const inMinutes = (ms: number) => `Please try again in ${plural(Math.ceil(ms / 60_000), "minute")}.`;
const inSeconds = (ms: number) => plural(Math.ceil(ms / 1000), "second");

/**
 * The limits for phone codes: one a minute and PHONE_OTP_MAX_PER_HOUR an hour per
 * number, and `perAddressPerMinute` and `perAddressPerHour` per requesting address
 * (PHONE_CODES_PER_IP_PER_MINUTE and PHONE_CODES_PER_IP_PER_HOUR, by default the same one and
 * five). Call it under `lockPhoneOtpRequests`; throws RATE_LIMITED with the wait in words.
 */
export async function assertPhoneOtpAllowed(
  tx: Tx,
  input: { phone: string; ip: string; at: Date; perAddressPerMinute: number; perAddressPerHour: number },
): Promise<void> {
  const byNumber = eq(oneTimeCodes.target, input.phone);
  const byAddress = eq(oneTimeCodes.requesterIp, input.ip);
  // Checked in this order, so the person hears about the limit they can do most about first.
  const limits: Array<{ where: SQL; max: number; windowMs: number; refusal: (waitMs: number) => string }> = [
    {
      where: byNumber,
      max: 1,
      windowMs: MINUTE_MS,
      refusal: (wait) => `Please wait ${inSeconds(wait)} before requesting a new code.`,
    },
    {
      where: byNumber,
      max: PHONE_OTP_MAX_PER_HOUR,
      windowMs: HOUR_MS,
      refusal: (wait) => `Too many codes have been requested for this number in the last hour. ${inMinutes(wait)}`,
    },
    {
      where: byAddress,
      max: input.perAddressPerMinute,
      windowMs: MINUTE_MS,
      refusal: (wait) =>
        `Too many codes have been requested from your network in the last minute. Please wait ${inSeconds(wait)} before requesting a new code.`,
    },
    {
      where: byAddress,
      max: input.perAddressPerHour,
      windowMs: HOUR_MS,
      refusal: (wait) => `Too many codes have been requested from your network in the last hour. ${inMinutes(wait)}`,
    },
  ];
  for (const limit of limits) {
    const wait = await windowWaitMs(tx, { ...limit, at: input.at });
    if (wait > 0) throw new AppError("RATE_LIMITED", limit.refusal(wait));
  }
}
