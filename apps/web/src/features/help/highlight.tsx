import { HIGHLIGHT_END, HIGHLIGHT_START } from "@crewlance/contracts/help";

/** Splits a search answer's text on its markers; the odd pieces are the matches. */
function highlightParts(text: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const [index, piece] of text.split(new RegExp(`[${HIGHLIGHT_START}${HIGHLIGHT_END}]`)).entries()) {
    if (piece !== "") parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

/** Text with its matches in <mark>: built as React text, so nothing in it can become markup. */
export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never reorder
          <mark key={index} className="rounded bg-amber-200/70 px-0.5 text-inherit dark:bg-amber-500/30">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
