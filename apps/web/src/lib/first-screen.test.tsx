import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { screenRendered, useFirstScreenPainted } from "./first-screen";

describe("first screen painted", () => {
  it("holds back until a screen has rendered and painted, then stays open for every later caller", async () => {
    const early = renderHook(() => useFirstScreenPainted());
    expect(early.result.current).toBe(false);
    act(() => screenRendered());
    await waitFor(() => expect(early.result.current).toBe(true));
    expect(renderHook(() => useFirstScreenPainted()).result.current).toBe(true);
  });
});
