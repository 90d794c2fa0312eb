import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DebouncedInput } from "./debounced-input";

afterEach(() => vi.useRealTimers());

describe("DebouncedInput", () => {
  it("commits once typing pauses", () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    render(<DebouncedInput aria-label="Search" value="" onCommit={onCommit} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "react" } });
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("react");
  });

  it("commits at once when the focus leaves, and not again when the pause would have ended", () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    const onBlur = vi.fn();
    render(<DebouncedInput aria-label="Search" value="" onCommit={onCommit} onBlur={onBlur} />);
    const input = screen.getByLabelText("Search");
    fireEvent.change(input, { target: { value: "figma" } });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("figma");
    expect(onBlur).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1_000);
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it("keeps what is typed while an earlier commit comes back, and commits it after the next pause", () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    const { rerender } = render(<DebouncedInput aria-label="Search" value="" onCommit={onCommit} />);
    const input = screen.getByLabelText("Search");
    fireEvent.change(input, { target: { value: "desi" } });
    vi.advanceTimersByTime(400);
    expect(onCommit).toHaveBeenLastCalledWith("desi");
    fireEvent.change(input, { target: { value: "desig" } });
    rerender(<DebouncedInput aria-label="Search" value="desi" onCommit={onCommit} />);
    expect(input).toHaveValue("desig");
    vi.advanceTimersByTime(400);
    expect(onCommit).toHaveBeenLastCalledWith("desig");
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it("takes a value changed from outside when nothing was typed since", () => {
    const onCommit = vi.fn();
    const { rerender } = render(<DebouncedInput aria-label="Search" value="react" onCommit={onCommit} />);
    rerender(<DebouncedInput aria-label="Search" value="figma" onCommit={onCommit} />);
    expect(screen.getByLabelText("Search")).toHaveValue("figma");
    rerender(<DebouncedInput aria-label="Search" value="" onCommit={onCommit} />);
    expect(screen.getByLabelText("Search")).toHaveValue("");
    expect(onCommit).not.toHaveBeenCalled();
  });
});
