import { startTransition, useEffect, useState } from "react";

/*
 * What no screen needs in order to paint (the user menu's Radix dropdown, the phone drawer, sonner,
 * the live connection) used to load as soon as the shell rendered, before the screen inside it: on
 * a phone those ~55 KB shared the bandwidth and the main thread with the screen's own chunks and
 * data, and Lighthouse counted them into the largest paint (decision 0061). They now wait for this.
 */
let painted = false;
let markPainted: () => void = () => {};
const firstScreenPainted = new Promise<void>((resolve) => {
  markPainted = () => {
    painted = true;
    resolve();
  };
});

/** Called from every screen's first effect (app/router.tsx); only the first call counts. */
export function screenRendered(): void {
  if (painted) return;
  // Effects run before the browser paints their commit: a frame, then a task, and it has.
  requestAnimationFrame(() => setTimeout(markPainted, 0));
}

/** False until the first screen of this visit has painted, then true for good. */
export function useFirstScreenPainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let mounted = true;
    // A transition: what waited (menu, drawer, toaster) mounts in slices, not in one long task.
    void firstScreenPainted.then(() => mounted && startTransition(() => setDone(true)));
    return () => {
      mounted = false;
    };
  }, [done]);
  return done;
}
