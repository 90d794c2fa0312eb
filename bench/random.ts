/** A small deterministic generator, so two runs of a bench draw the same values. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    /** Skewed towards the front of the list, as words and skills are: a few common, most rare. */
    skewed: <T>(items: readonly T[]) => items[Math.floor(next() ** 2.5 * items.length)] as T,
  };
}
export type Generator = ReturnType<typeof generator>;
