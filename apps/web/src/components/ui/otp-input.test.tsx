import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { OtpInput } from "./otp-input";

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const boxes = () => screen.getAllByLabelText(/Digit \d of 6/) as HTMLInputElement[];

describe("OtpInput", () => {
  it("moves on as digits are typed and back with Backspace", async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.keyboard("12a3");
    expect(boxes().map((box) => box.value)).toEqual(["1", "2", "3", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[3]);
    await userEvent.keyboard("{Backspace}");
    expect(boxes().map((box) => box.value)).toEqual(["1", "2", "", "", "", ""]);
    expect(screen.getByRole("status")).toHaveTextContent('"12"');
  });

  it("fills every box from a paste, digits only", async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.paste("Code: 482-913");
    expect(boxes().map((box) => box.value)).toEqual(["4", "8", "2", "9", "1", "3"]);
    expect(screen.getByRole("status")).toHaveTextContent('"482913"');
  });
});
