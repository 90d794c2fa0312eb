// The pair the last refresh got, handed to the tab whose turn under the session lock comes next.
// Local storage reaches another tab's renderer a moment after it is written, and that tab could
// take its turn first, read its old pair and refresh a token just rotated. A write to IndexedDB
// has committed in the browser before the lock is released, so a later turn reads it (decision
// 0077). Without IndexedDB (the unit tests' DOM, a private window that refuses it) there is no hand-over, and
// the API's grace window answers such a tab the same pair.

type Pair = { accessToken: string; refreshToken: string };
type Rotation = Pair & { from: string };

const DATABASE = "crewlance-session";
const STORE = "rotation";
const KEY = "last";

/** The hand-over's database, or null where IndexedDB is missing or refused. */
function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined") return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request in a transaction and resolves once the transaction has committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    } finally {
      database.close();
    }
  });
}

/** Records that `from` was rotated into `pair`; resolves once it is committed. */
export async function handOverRotation(from: string, pair: Pair): Promise<void> {
  const rotation: Rotation = { from, accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  await inStore("readwrite", (store) => store.put(rotation, KEY));
}

/** The pair `refreshToken` was rotated into by another tab, if that was the last rotation. */
export async function rotationOf(refreshToken: string): Promise<Pair | null> {
  const rotation = (await inStore("readonly", (store) => store.get(KEY))) as Rotation | undefined;
  if (rotation?.from !== refreshToken) return null;
  return { accessToken: rotation.accessToken, refreshToken: rotation.refreshToken };
}

/** Forgets the last rotation: on sign-out no tab may take its pair. */
export async function forgetRotation(): Promise<void> {
  await inStore("readwrite", (store) => store.delete(KEY));
}
