import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListName } from "./list-cache";
import { ListChangeAnnouncer } from "./list-changes";

/** A send that waits until the test lets it finish, recording what each call carried. */
function controlledSend() {
  const calls: ListName[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const send = (lists: readonly ListName[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push([...lists]);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  /** Lets the oldest unfinished send end (with `error`, it fails), then lets the announcer react. */
  const finish = async (error?: Error) => {
    finishers.shift()!(error);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { send, calls, finish };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ListChangeAnnouncer (decision 0063)", () => {
  it("sends at once, then gathers every list asked for meanwhile into the next notification", async () => {
    const { send, calls, finish } = controlledSend();
    const announcer = new ListChangeAnnouncer(send, () => undefined);
    announcer.announce("tasks");
    expect(calls).toEqual([["tasks"]]);
    announcer.announce("tasks");
    announcer.announce("directory");
    announcer.announce("tasks");
    expect(calls).toHaveLength(1);
    await finish();
    expect(calls).toEqual([["tasks"], ["tasks", "directory"]]);
    await finish();
    expect(calls).toHaveLength(2);
    const settled = announcer.settled();
    await settled;
    announcer.announce("applications");
    expect(calls.at(-1)).toEqual(["applications"]);
    await finish();
  });

  it("keeps what failed and sends it again after a pause, reporting the failure", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { send, calls, finish } = controlledSend();
    const failures: unknown[] = [];
    const announcer = new ListChangeAnnouncer(send, (error) => failures.push(error));
    announcer.announce("tasks");
    await finish(new Error("connection lost"));
    expect(failures).toHaveLength(1);
    // Asked again while waiting to retry: joins the retry rather than sending at once.
    announcer.announce("directory");
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual([["tasks"], ["tasks", "directory"]]);
    await finish();
    await announcer.settled();
    expect(calls).toHaveLength(2);
  });

  it("sends what waits for a retry at once when the instance closes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { send, calls, finish } = controlledSend();
    const announcer = new ListChangeAnnouncer(send, () => undefined);
    announcer.announce("tasks");
    await finish(new Error("connection lost"));
    const settled = announcer.settled();
    expect(calls).toEqual([["tasks"], ["tasks"]]);
    await finish();
    await settled;
  });
});
