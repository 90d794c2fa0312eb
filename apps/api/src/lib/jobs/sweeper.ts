/** Where jobs report trouble: the app's pino logger, or `console` in a script. */
export type JobLog = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * One pass over a job table: claims a batch of due rows (`FOR UPDATE SKIP LOCKED`, so several
 * instances never take the same row), works them, and says whether a full batch was taken —
 * then another pass follows at once instead of waiting for the next tick.
 */
export type SweepPass = () => Promise<{ more: boolean }>;

export type Sweeper = {
  /** Runs the periodic sweep (and one pass at once, for jobs left over from before a restart). */
  start: () => void;
  /** Asks for a pass soon without waiting for it: call after the transaction that queued a job commits. */
  kick: () => void;
  /** Runs passes until nothing due is left; resolves after the pass in flight too (tests, shutdown). */
  drain: () => Promise<void>;
  /** Stops the timer and waits for the pass in flight; later kicks do nothing. */
  stop: () => Promise<void>;
};

/**
 * Scheduled work kept in the database (the mail queue, auto-approval, expiries): one
 * pass at a time per instance, kicks that arrive during a pass fold into one more pass, and a
 * failing pass is logged and retried at the next tick rather than crashing the server.
 */
export function createSweeper(options: { name: string; intervalMs: number; pass: SweepPass; log: JobLog }): Sweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function runPasses(): Promise<void> {
    try {
      do {
        again = false;
        try {
          // Called a microtask later, so even a pass that throws at once ends after `running` is set.
          const { more } = await Promise.resolve().then(options.pass);
          if (more) again = true;
        } catch (error) {
          // The next tick tries again; looping here would hammer a database that is down.
          options.log.error({ err: error, job: options.name }, "scheduled job pass failed");
          return;
        }
      } while (again && !stopped);
    } finally {
      // In the same step as the last look at `again`: a kick a moment later must start a pass of
      // its own, not fold into this one as it ends (clearing in a later .finally() lost such kicks).
      running = undefined;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = runPasses();
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), options.intervalMs);
      // The sweep alone never keeps the process alive: shutdown closes the server and stops it.
      timer.unref();
      void run();
    },
    kick() {
      if (!stopped) void run();
    },
    async drain() {
      // A pass already in flight may have claimed its batch before the caller's rows committed.
      if (running) await running;
      if (!stopped) await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
