import { render } from "@testing-library/react";
import { Briefcase } from "lucide-react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FigureTiles } from "./figure-tiles";

/** The classes of a tile's value and detail lines: what decides the tile's height. */
function lineBoxes(value: number | undefined) {
  const { container, unmount } = render(
    <MemoryRouter>
      <FigureTiles
        title="Your numbers"
        tiles={[{ label: "Open tasks", icon: Briefcase, value, detail: value && "Taking proposals now" }]}
      />
    </MemoryRouter>,
  );
  const dd = container.querySelector("dd")!;
  const lines = [...dd.children]
    .filter((child) => !child.classList.contains("sr-only"))
    .map((child) => child.className);
  const result = { dd: dd.className, lines };
  unmount();
  return result;
}

describe("the figure tiles", () => {
  it("keep the same line boxes while loading as with their figure, so the page does not move when it arrives", () => {
    const loading = lineBoxes(undefined);
    const loaded = lineBoxes(3);
    expect(loading).toEqual(loaded);
    // The detail keeps two lines whether it is there or not.
    expect(loaded.lines[1]).toContain("min-h-[2lh]");
  });
});
