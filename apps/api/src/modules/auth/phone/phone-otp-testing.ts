import type { TOutboxMessage } from "@crewlance/contracts/dev-outbox";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";

/** Helpers for the phone code tests: numbers, addresses and texts read from the dev outbox. */

let counter = 0;

/** A distinct Indian mobile number per call (E.164). */
export function uniquePhone(): string {
  counter += 1;
  return `+9198${String(counter).padStart(4, "0")}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
}

/** A distinct client address per call, so one test's requests never count against another's. */
export function uniqueAddress(): string {
  counter += 1;
  return `172.16.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Every text kept for `to`, newest first. */
export async function textsTo(app: FastifyInstance, to: string): Promise<TOutboxMessage[]> {
  const res = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=100` });
  return (res.json().data.items as TOutboxMessage[]).filter((message) => message.channel === "SMS");
}

export function smsCodeIn(text: string): string {
  const match = /^Your Crewlance code is (\d{6})\./.exec(text);
  if (!match?.[1]) throw new Error(`no code in the text: ${text}`);
  return match[1];
}

/** The code in the newest text sent to `phone`. */
export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const [newest] = await textsTo(app, phone);
  if (!newest) throw new Error(`no text to ${phone}`);
  return smsCodeIn(newest.text);
}

/** Gives a user a verified number straight in the database. */
export async function setVerifiedPhone(app: FastifyInstance, userId: string, phone: string): Promise<void> {
  await app.ctx.db.update(users).set({ phone, phoneVerifiedAt: now() }).where(eq(users.id, userId));
}

/** A 6-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}
