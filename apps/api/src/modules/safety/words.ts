/** How the safety module writes a moment for people: in India's time, e.g. "5 Dec 2026, 9:00 am". */
export function formatIndiaDateTime(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}
