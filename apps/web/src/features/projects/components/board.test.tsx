import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  callsTo,
  makeCard,
  makeMilestone,
  makeProject,
  ok,
  PROJECT_ID,
  renderProject,
  stubProjectsApi,
} from "../testing";
import { BOARD_STATUSES } from "../types";
import { groupByColumn, moveOf } from "./board";

/*
 * The test DOM (happy-dom) lays nothing out, and dnd-kit's keyboard sensor moves by the boxes it measures. Each
 * column and card gets the box a browser would give it: columns side by side, cards stacked.
 */
function layOut() {
  return vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const column = this.closest("[data-board-column]")?.getAttribute("data-board-column");
    const x = column ? BOARD_STATUSES.indexOf(column as (typeof BOARD_STATUSES)[number]) * 300 : 0;
    const card = this.closest("[data-board-card]");
    if (card) {
      const y = 100 + Number(card.getAttribute("data-index")) * 80;
      return DOMRect.fromRect({ x, y, width: 280, height: 70 });
    }
    if (column) return DOMRect.fromRect({ x, y: 60, width: 280, height: 800 });
    return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  });
}

beforeEach(() => {
  layOut();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the board", () => {
  it("moves a card up its column by keyboard and sends the card it now follows", async () => {
    const first = makeCard({ title: "First card", position: "a0" });
    const second = makeCard({ title: "Second card", position: "a1" });
    const items = [first, second];
    const mock = stubProjectsApi({
      [`GET /projects/${PROJECT_ID}`]: () => ok(makeProject("COMPANY", [makeMilestone("PENDING", [])])),
      [`GET /projects/${PROJECT_ID}/board`]: () => ok({ items }),
      [`PATCH /board-items/${second.id}`]: () => ok({ ...second, position: "Zz" }),
    });
    renderProject("COMPANY", "?tab=board");
    const todo = await screen.findByRole("region", { name: /^To do/ });
    await waitFor(() =>
      expect(
        within(todo)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["First card", "Second card"]),
    );
    const handle = within(todo).getByRole("button", { name: "Move Second card" });
    handle.focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard(" ");
    await waitFor(() => expect(callsTo(mock, `PATCH /board-items/${second.id}`)).toHaveLength(1));
    const init = callsTo(mock, `PATCH /board-items/${second.id}`)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ status: "TODO", afterId: null });
  });

  it("works out a move from the columns before and after a drop", () => {
    const a = makeCard({ title: "A", position: "a0" });
    const b = makeCard({ title: "B", position: "a1" });
    const c = makeCard({ title: "C", status: "IN_PROGRESS", position: "a0" });
    const before = groupByColumn([b, a, c]);
    expect(before.TODO.map((card) => card.title)).toEqual(["A", "B"]);
    const after = { ...before, TODO: [a], IN_PROGRESS: [c, { ...b, status: "IN_PROGRESS" as const }] };
    expect(moveOf(before, after, b.id)).toEqual({ status: "IN_PROGRESS", afterId: c.id });
    expect(moveOf(before, before, b.id)).toBeNull();
    const top = { ...before, TODO: [b, a] };
    expect(moveOf(before, top, b.id)).toEqual({ status: "TODO", afterId: null });
  });
});
