import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { afterFirstScreen, screenRendered, useFirstScreenPainted } from "./first-screen";

describe("first screen painted", () => {
  // One test: "painted" is module state, fresh for each test file.
  it("holds back until a screen has rendered, painted and idled, then stays open for every later caller", async () => {
    const early = renderHook(() => useFirstScreenPainted());
    const ran: string[] = [];
    afterFirstScreen(() => ran.push("kept"));
    const cancel = afterFirstScreen(() => ran.push("cancelled"));
    cancel();
    expect(early.result.current).toBe(false);

    act(() => screenRendered());
    await waitFor(() => expect(early.result.current).toBe(true));
    expect(ran).toEqual(["kept"]);
    expect(renderHook(() => useFirstScreenPainted()).result.current).toBe(true);
    afterFirstScreen(() => ran.push("later"));
    await waitFor(() => expect(ran).toEqual(["kept", "later"]));
  });
});
