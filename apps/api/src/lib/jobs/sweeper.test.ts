import { afterEach, describe, expect, it, vi } from "vitest";
import { createSweeper, type JobLog, type SweepPass } from "./sweeper";

const silent: JobLog = { warn: () => {}, error: () => {} };

/** A pass that counts its calls and can be held open until `release` is called. */
function countingPass(answers: Array<{ more: boolean }> = []) {
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const state = {
    calls: 0,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    pass: (async () => {
      state.calls += 1;
      if (gate) {
        await gate;
        gate = undefined;
      }
      return answers.shift() ?? { more: false };
    }) satisfies SweepPass,
  };
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createSweeper", () => {
  it("folds the kicks that arrive during a pass into one more pass", async () => {
    const job = countingPass();
    const sweeper = createSweeper({ name: "test", intervalMs: 60_000, pass: job.pass, log: silent });
    job.hold();
    sweeper.kick();
    sweeper.kick();
    sweeper.kick();
    job.release();
    await sweeper.drain();
    // The first pass, one for the kicks it missed, and the drain's own.
    expect(job.calls).toBe(3);
    await sweeper.stop();
  });

  it("never loses a kick that arrives as a pass ends", async () => {
    // The kick lands a few microtasks after the pass's work resolves: whichever step of finishing
    // the pass that falls in, it must be answered by a pass of its own.
    for (let delay = 0; delay < 6; delay += 1) {
      let calls = 0;
      let kicked = false;
      let sweeper: ReturnType<typeof createSweeper> | undefined;
      const pass: SweepPass = async () => {
        calls += 1;
        if (!kicked) {
          kicked = true;
          let later = Promise.resolve();
          for (let tick = 0; tick < delay; tick += 1) later = later.then(() => undefined);
          void later.then(() => sweeper!.kick());
        }
        return { more: false };
      };
      sweeper = createSweeper({ name: "test", intervalMs: 3_600_000, pass, log: silent });
      sweeper.kick();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls, `a kick ${delay} microtasks after the pass`).toBe(2);
      await sweeper.stop();
    }
  });

  it("passes again at once while a pass took a full batch", async () => {
    const job = countingPass([{ more: true }, { more: true }, { more: false }]);
    const sweeper = createSweeper({ name: "test", intervalMs: 60_000, pass: job.pass, log: silent });
    await sweeper.drain();
    expect(job.calls).toBe(3);
    await sweeper.stop();
  });

  it("logs a failing pass and keeps working", async () => {
    const logged: object[] = [];
    let fail = true;
    let calls = 0;
    const sweeper = createSweeper({
      name: "flaky",
      intervalMs: 60_000,
      log: { warn: () => {}, error: (details) => logged.push(details) },
      pass: async () => {
        calls += 1;
        if (fail) throw new Error("database unavailable");
        return { more: false };
      },
    });
    await sweeper.drain();
    expect(logged).toEqual([{ err: new Error("database unavailable"), job: "flaky" }]);
    fail = false;
    await sweeper.drain();
    expect(calls).toBe(2);
    await sweeper.stop();
  });

  it("sweeps on its timer once started, and not after it stopped", async () => {
    vi.useFakeTimers();
    const job = countingPass();
    const sweeper = createSweeper({ name: "test", intervalMs: 1_000, pass: job.pass, log: silent });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job.calls).toBe(0);
    sweeper.start();
    await vi.advanceTimersByTimeAsync(3_000);
    // One pass at start (work left from before a restart), then one a tick.
    expect(job.calls).toBe(4);
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    sweeper.kick();
    await sweeper.drain();
    expect(job.calls).toBe(4);
  });

  it("waits for the pass in flight when stopped", async () => {
    const job = countingPass();
    const sweeper = createSweeper({ name: "test", intervalMs: 60_000, pass: job.pass, log: silent });
    job.hold();
    sweeper.kick();
    let stopped = false;
    const stopping = sweeper.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    job.release();
    await stopping;
    expect(stopped).toBe(true);
    expect(job.calls).toBe(1);
  });
});
