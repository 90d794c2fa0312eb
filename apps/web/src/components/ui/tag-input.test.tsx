import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TagInput } from "./tag-input";

function Harness({ onBlur }: { onBlur?: () => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="skills">Skills</label>
      <TagInput id="skills" value={value} onChange={setValue} onBlur={onBlur} max={2} />
      <button type="button">elsewhere</button>
    </>
  );
}

describe("TagInput", () => {
  it("adds with Enter or comma, ignores duplicates, removes with Backspace", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText("Skills"), "React{Enter}react{Enter}Go,");
    expect(screen.getByRole("button", { name: "Remove React" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Go" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Remove/ })).toHaveLength(2);
    expect(screen.getByLabelText("Skills")).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Remove Go" }));
    await userEvent.type(screen.getByLabelText("Skills"), "{Backspace}");
    expect(screen.queryAllByRole("button", { name: /^Remove/ })).toHaveLength(0);
  });

  it("keeps a half-typed tag when the field loses focus, then reports the blur", async () => {
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await userEvent.type(screen.getByLabelText("Skills"), "Figma");
    await userEvent.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(screen.getByRole("button", { name: "Remove Figma" })).toBeInTheDocument();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
