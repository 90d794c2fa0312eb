/**
 * Wait before the next try of a queued send (a mail, a push) after `attempts` failed ones:
 * 30 s, 1 min, 2 min ... at most 1 h; ten tries span about three hours.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);
}
