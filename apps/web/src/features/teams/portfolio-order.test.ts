import { describe, expect, it } from "vitest";
import { moveId } from "./portfolio-order";

describe("moving a portfolio item", () => {
  it("swaps with its neighbour", () => {
    expect(moveId(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
  it("stays put at an edge or for an unknown index", () => {
    expect(moveId(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], 5, 1)).toEqual(["a", "b"]);
  });
});
