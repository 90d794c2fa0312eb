import { useEffect, useState } from "react";

/** Whole seconds left until `until` (epoch ms), ticking each second; 0 once it has passed. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  // A new deadline restarts the clock from the present moment.
  useEffect(() => {
    if (until !== null) setNow(Date.now());
  }, [until]);

  return left;
}
