/**
 * The one source of "now" for the API, so tests can move time forward
 * (code expiry, auto-approval) without waiting, or hold it at a moment
 * whose next second would fall in another day, quarter or year.
 */
let offsetMs = 0;
let heldAtMs: number | null = null;

export function now(): Date {
  return new Date(heldAtMs ?? Date.now() + offsetMs);
}

export function advanceClock(ms: number): void {
  if (heldAtMs !== null) heldAtMs += ms;
  else offsetMs += ms;
}

/** Stops the clock at `at` until `releaseClock`; a slow machine then cannot carry work past it. */
export function holdClock(at: Date): void {
  heldAtMs = at.getTime();
}

/** Lets the clock run again from where it was before `holdClock`. */
export function releaseClock(): void {
  heldAtMs = null;
}

export function resetClock(): void {
  offsetMs = 0;
  heldAtMs = null;
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
