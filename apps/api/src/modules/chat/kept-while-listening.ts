/**
 * Values read from the database, kept by id while the instance hears the database's change
 * notifications (decisions 0068 and 0069): nothing is kept while it is not listening (starting,
 * or its listening connection dropped), a read that began before a change is used but not kept,
 * and past `max` ids it starts again from none (a bound on memory, not an eviction policy).
 */
export class KeptWhileListening<V> {
  private values = new Map<string, V>();
  private listening = false;
  /** Moves on every change: a read that started before one is not kept. */
  private generation = 0;

  constructor(private readonly max: number) {}

  /** The value of each item: from memory when kept, the others read by `load` in one go (and kept). */
  async read<T>(
    items: readonly T[],
    idOf: (item: T) => string,
    load: (unknown: T[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    const result = new Map<string, V>();
    const unknown = items.filter((item) => {
      const known = this.values.get(idOf(item));
      if (known !== undefined) result.set(idOf(item), known);
      return known === undefined;
    });
    if (unknown.length === 0) return result;
    const generation = this.generation;
    const read = await load(unknown);
    const keep = this.listening && generation === this.generation;
    if (keep && this.values.size + read.size > this.max) this.values = new Map();
    for (const [id, value] of read) {
      result.set(id, value);
      if (keep) this.values.set(id, value);
    }
    return result;
  }

  /** A change to one id. */
  forget(id: string): void {
    this.generation++;
    this.values.delete(id);
  }

  /** A change that may touch any id. */
  forgetAll(): void {
    this.generation++;
    this.values = new Map();
  }

  /** Listening (again) or not: either way what was kept may have missed changes. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }
}
