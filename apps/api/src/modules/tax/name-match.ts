/*
 * Whether two spellings of a name belong to one person (decision 0086): case, punctuation,
 * spacing and honorifics do not count; words may come in any order; an initial stands for a word
 * that starts with it ("R. Kumar" is "Ravi Kumar"); one missing word (a middle name) is allowed
 * when at least two words remain and one of them is written out in both. Company suffixes are spelled
 * out ("Pvt Ltd" is "Private Limited").
 */

const HONORIFICS = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "shri",
  "sri",
  "shree",
  "smt",
  "shrimati",
  "kumari",
  "km",
  "ms/",
  "m/s",
]);
const SPELLED_OUT: Record<string, string> = {
  pvt: "private",
  ltd: "limited",
  co: "company",
  corp: "corporation",
  llp: "llp",
};

export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bm\/s\b/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word !== "" && !HONORIFICS.has(word))
    .map((word) => SPELLED_OUT[word] ?? word);
}

/** Matches each word of `fewer` to a distinct word of `more`: whole words first, then initials. */
function wordsFit(fewer: string[], more: string[]): { fits: boolean; whole: number } {
  const left = [...more];
  const initials: string[] = [];
  let whole = 0;
  for (const word of fewer) {
    const at = left.indexOf(word);
    if (at >= 0 && (word.length > 1 || fewer.length === 1)) {
      left.splice(at, 1);
      if (word.length > 1) whole++;
    } else initials.push(word);
  }
  for (const word of initials) {
    const at =
      word.length === 1
        ? left.findIndex((other) => other.startsWith(word))
        : left.findIndex((other) => other.length === 1 && word.startsWith(other));
    if (at < 0) return { fits: false, whole };
    left.splice(at, 1);
  }
  return { fits: true, whole };
}

export function namesMatch(a: string, b: string): boolean {
  const wordsA = nameWords(a);
  const wordsB = nameWords(b);
  if (wordsA.length === 0 || wordsB.length === 0) return false;
  // "Ravikumar" and "Ravi Kumar": the same letters written together.
  if (wordsA.join("") === wordsB.join("")) return true;
  const [fewer, more] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  // One word may be missing (a middle name), and only from a name of two words or more.
  if (more.length - fewer.length > 1 || (fewer.length < more.length && fewer.length < 2)) return false;
  const { fits, whole } = wordsFit(fewer, more);
  return fits && whole >= 1;
}
