/** Unread badge text: capped at '99+'. Zod-free: the app shell shows it. */
export function formatBadgeCount(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(count);
}
