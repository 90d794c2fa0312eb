/**
 * A local storage for a test to put in the page's place (`vi.stubGlobal("localStorage", …)`),
 * with the calls it names replaced: a browser's storage blocked or full throws from them.
 */
export function storageWith(calls: Partial<Pick<Storage, "getItem" | "setItem">>): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    ...calls,
  };
}
