import { DIGEST_LOCAL_HOUR } from "@crewlance/contracts/notification-preferences";

/*
 * When digests go (decision 0104): 09:00 on the person's wall clock, every day or on Mondays,
 * worked out with Intl so daylight saving time moves the instant and not the hour.
 */

type LocalDate = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function localOf(at: Date, timeZone: string): LocalDate {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const local = localOf(at, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time happens in the zone (09:00 never falls in a DST gap). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** The first digest instant strictly after `after` for a daily or weekly (Monday) digest. */
export function nextDigestSlot(after: Date, timeZone: string, frequency: "daily" | "weekly"): Date {
  const today = localOf(after, timeZone);
  for (let days = 0; days <= 8; days += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    if (frequency === "weekly" && date.getUTCDay() !== 1) continue;
    const slot = instantOf(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      DIGEST_LOCAL_HOUR,
      timeZone,
    );
    if (slot.getTime() > after.getTime()) return slot;
  }
  throw new Error(`no digest slot found after ${after.toISOString()} in ${timeZone}`);
}

/** Whether an instant falls on a Monday in the zone: that morning's digest carries weekly alerts. */
export function isMondayIn(at: Date, timeZone: string): boolean {
  const local = localOf(at, timeZone);
  return new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() === 1;
}

/**
 * The slot after one just handled: the next one, or if the sweep ran late past several, the
 * latest already passed, so the missed days fold into one digest at once and a Monday passed
 * by is still a Monday digest.
 */
export function slotAfter(handled: Date, at: Date, timeZone: string, frequency: "daily" | "weekly"): Date {
  let next = nextDigestSlot(handled, timeZone, frequency);
  for (;;) {
    const following = nextDigestSlot(next, timeZone, frequency);
    if (following.getTime() > at.getTime()) return next;
    next = following;
  }
}
