import { useEffect, useRef } from "react";

/**
 * On a phone the chosen request's conversation sits below the list: when the choice changes
 * (not on the first render), scroll it into view. Wide screens show both side by side.
 */
export function useRevealOnPhone<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!key || !window.matchMedia?.("(max-width: 1023px)").matches) return;
    ref.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [key]);
  return ref;
}
