import type { ListenHandlers } from "../db/client";

/*
 * The shapes of the public lists' page cache and change announcer, apart from their classes
 * (lib/list-cache.ts, lib/list-changes.ts), so the app context can name them without importing
 * code that itself takes an AppContext.
 */

/** The public lists whose pages an instance keeps (decision 0059). */
export type ListName = "directory" | "tasks" | "applications";

/** The pages kept per list until their rows change (lib/list-cache.ts `ListCache`). */
export interface ListPages {
  /** `currentAsOf`: the load reads a replica holding every commit before then (ListCache.read). */
  read<T>(list: ListName, key: string, load: () => Promise<T>, currentAsOf?: number): Promise<T>;
  drop(list?: ListName): void;
  handlers(): ListenHandlers;
}

/** Tells every instance that a list changed (lib/list-changes.ts `ListChangeAnnouncer`, decision 0063). */
export interface ListChanges {
  announce(list: ListName): void;
  settled(): Promise<void>;
}
