import { performance } from "node:perf_hooks";
import type { AppContext } from "../context";
import type { ListenHandlers } from "../db/client";
import type { ListName, ListPages } from "./list-types";
import { isTxContext } from "./transaction";

export type { ListName } from "./list-types";

/*
 * Pages of the public lists (the directory, the task list) kept in this instance's memory until
 * the rows they show change (decision 0059, 2026-11-23). The database says when: migration 0020's
 * triggers notify channel `list_changes` with the list's name on the commit of any write to
 * those rows, whoever wrote it and on whichever instance, and every instance drops that list's
 * pages. Any write by this process drops every list at once as well (db/client.ts `onWrite`),
 * before the writer goes on, so its next read never meets the old page even if the notification
 * is still on its way. While the instance is not listening (starting, or its
 * listening connection dropped) nothing is kept: every request reads the database, as before.
 *
 * An entry is what every viewer sees alike; whatever depends on the viewer (a task's `applied`,
 * the skill match) is added per request by the caller, never stored here.
 */

/** The NOTIFY channel of migration 0020 (db/functions/list_changes_notify.sql); the payload is the list's name. */
export const LIST_CHANGES_CHANNEL = "list_changes";

const LIST_NAMES = new Set<string>(["directory", "tasks", "applications"]);

/** Pages kept per list, least recently used out first: a page is a few tens of KB at most. */
const CAPACITY = 256;

export class ListCache implements ListPages {
  /** Per list: each key's page, or the read still running (shared by the requests meanwhile). */
  private readonly lists = new Map<ListName, Map<string, Promise<unknown>>>();
  /** Per list, moves on every drop: a read that started before one is not kept. */
  private readonly generations = new Map<ListName, number>();
  /** Per list, when it was last dropped (performance.now): what a replica's page must be current as of. */
  private readonly droppedAt = new Map<ListName, number>();
  private listening = false;

  /**
   * The page of `list` under `key`: from memory, or read by `load` (and kept when nothing changed
   * meanwhile). `currentAsOf`, for a load from a replica: the time (performance.now) before which
   * the replica holds every commit. Its page is kept, or shared with readers meanwhile, only if the
   * list last changed before then: otherwise it may miss the change (decision 0107).
   */
  read<T>(list: ListName, key: string, load: () => Promise<T>, currentAsOf?: number): Promise<T> {
    const pages = this.pagesOf(list);
    const found = pages.get(key) as Promise<T> | undefined;
    if (found) {
      // Least recently used first: a Map keeps insertion order.
      pages.delete(key);
      pages.set(key, found);
      return found;
    }
    const loading = load();
    if (!this.listening) return loading;
    if (currentAsOf !== undefined && (this.droppedAt.get(list) ?? Number.NEGATIVE_INFINITY) > currentAsOf) {
      return loading;
    }
    const generation = this.generations.get(list) ?? 0;
    pages.set(key, loading);
    if (pages.size > CAPACITY) pages.delete(pages.keys().next().value as string);
    const forget = () => {
      if (pages.get(key) === loading) pages.delete(key);
    };
    loading.then(() => {
      if ((this.generations.get(list) ?? 0) !== generation) forget();
    }, forget);
    return loading;
  }

  /** Forgets every page of `list` (every list without one). */
  drop(list?: ListName): void {
    for (const name of list ? [list] : (LIST_NAMES as Set<ListName>)) {
      this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
      this.droppedAt.set(name, performance.now());
      this.lists.get(name)?.clear();
    }
  }

  /** What the database's listener calls. */
  handlers(): ListenHandlers {
    return {
      onNotify: (payload) => this.drop(LIST_NAMES.has(payload) ? (payload as ListName) : undefined),
      onReady: () => {
        // Changes between a drop of the connection and now were not heard: start from nothing.
        this.drop();
        this.listening = true;
      },
      onGap: () => {
        this.listening = false;
        this.drop();
      },
    };
  }

  private pagesOf(list: ListName): Map<string, Promise<unknown>> {
    let pages = this.lists.get(list);
    if (!pages) {
      pages = new Map();
      this.lists.set(list, pages);
      this.generations.set(list, this.generations.get(list) ?? 0);
    }
    return pages;
  }
}

/** The cache a read may use: none inside a transaction, whose reads may see its own uncommitted writes. */
export function listCacheOf(ctx: AppContext): ListPages | undefined {
  return isTxContext(ctx) ? undefined : ctx.listCache;
}
