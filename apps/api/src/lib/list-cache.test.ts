import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { createUser } from "../../test/users";
import { call, postTask } from "../modules/tasks/testing";
import { ListCache } from "./list-cache";

/** A cache that hears the database (onReady), and a load that counts its calls. */
function listening() {
  const cache = new ListCache();
  const handlers = cache.handlers();
  handlers.onReady();
  let loads = 0;
  const load = (value: string) => async () => {
    loads++;
    return value;
  };
  return { cache, handlers, load, loads: () => loads };
}

describe("ListCache (decision 0059)", () => {
  it("keeps nothing until it hears the database, nor after the listening connection drops", async () => {
    const cache = new ListCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read("directory", "k", load)).toBe(1);
    expect(await cache.read("directory", "k", load)).toBe(2);
    cache.handlers().onReady();
    expect(await cache.read("directory", "k", load)).toBe(3);
    expect(await cache.read("directory", "k", load)).toBe(3);
    cache.handlers().onGap();
    expect(await cache.read("directory", "k", load)).toBe(4);
    expect(await cache.read("directory", "k", load)).toBe(5);
  });

  it("serves a page from memory, one read shared by the requests that arrive while it runs", async () => {
    const { cache, load, loads } = listening();
    const [a, b] = await Promise.all([cache.read("tasks", "k", load("page")), cache.read("tasks", "k", load("other"))]);
    expect([a, b]).toEqual(["page", "page"]);
    expect(await cache.read("tasks", "k", load("other"))).toBe("page");
    expect(await cache.read("tasks", "k2", load("second"))).toBe("second");
    expect(loads()).toBe(2);
  });

  it("drops only the list a notification names, and every list on a write or an unknown name", async () => {
    const { cache, handlers, load } = listening();
    await cache.read("tasks", "k", load("tasks"));
    await cache.read("directory", "k", load("directory"));
    handlers.onNotify("directory");
    expect(await cache.read("tasks", "k", load("new tasks"))).toBe("tasks");
    expect(await cache.read("directory", "k", load("new directory"))).toBe("new directory");
    cache.drop();
    expect(await cache.read("tasks", "k", load("newer tasks"))).toBe("newer tasks");
    expect(await cache.read("directory", "k", load("newer directory"))).toBe("newer directory");
    handlers.onNotify("something else");
    expect(await cache.read("tasks", "k", load("newest"))).toBe("newest");
  });

  it("does not keep a read that started before a change, nor one that failed", async () => {
    const { cache, load } = listening();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.read("directory", "k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.drop("directory");
    finish("before the change");
    expect(await slow).toBe("before the change");
    expect(await cache.read("directory", "k", load("after the change"))).toBe("after the change");

    await expect(cache.read("tasks", "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("tasks", "k", load("read again"))).toBe("read again");
  });

  it("a request after a change does not join a read that started before it", async () => {
    const { cache, load } = listening();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.read("tasks", "k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.drop("tasks");
    const fresh = cache.read("tasks", "k", load("fresh"));
    finish("old");
    expect(await slow).toBe("old");
    expect(await fresh).toBe("fresh");
  });

  it("keeps a replica's page only when the replica holds the list's last change (decision 0107)", async () => {
    const { cache, load } = listening();
    const beforeChange = performance.now();
    cache.drop("tasks");
    // A replica current only as of before the change: its page is answered but neither kept nor shared.
    const stale = cache.read("tasks", "k", load("stale"), beforeChange);
    const next = cache.read("tasks", "k", load("primary"));
    expect(await stale).toBe("stale");
    expect(await next).toBe("primary");
    expect(await cache.read("tasks", "k", load("later"))).toBe("primary");
    // A replica current as of after the change: its page is kept like any other.
    cache.drop();
    const current = performance.now();
    expect(await cache.read("directory", "k", load("replica"), current)).toBe("replica");
    expect(await cache.read("directory", "k", load("again"))).toBe("replica");
    // Every list counts as changed on a drop of all lists, read before or not.
    expect(await cache.read("applications", "k", load("old"), beforeChange)).toBe("old");
    expect(await cache.read("applications", "k", load("fresh"))).toBe("fresh");
  });
});

describe("LIST_PAGE_CACHE=false", () => {
  it("builds an app that keeps no page and answers the lists from the database", async () => {
    const t = await createTestApp({ listPageCache: false });
    try {
      expect(t.app.ctx.listCache).toBeUndefined();
      const company = await createUser(t.app, { role: "COMPANY" });
      const task = await postTask(t.app, company, { title: "Uncached task list check" });
      const res = await call(t.app, company, { method: "GET", url: "/api/tasks?q=uncached" });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.map((item: { id: string }) => item.id)).toEqual([task.id]);
    } finally {
      await t.close();
    }
  });
});
