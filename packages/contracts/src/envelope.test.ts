import { describe, expect, it } from "vitest";
import { summarizeFieldErrors } from "./envelope";

describe("summarizeFieldErrors", () => {
  it("uses the first field's sentence, which names no internal field", () => {
    const message = "Maximum rate must be at least the minimum rate.";
    expect(summarizeFieldErrors([{ path: "maxRate", message }])).toBe(message);
  });

  it("gives a subject-less rule a subject", () => {
    expect(summarizeFieldErrors([{ path: "skills.0", message: "Must be at most 40 characters." }])).toBe(
      "One of the values must be at most 40 characters.",
    );
  });

  it("falls back to a generic sentence for zod's own messages and for no errors", () => {
    const generic = "Some of the details sent are not valid. Please check them and try again.";
    expect(summarizeFieldErrors([{ path: "", message: "Invalid input: expected object, received undefined" }])).toBe(
      generic,
    );
    expect(summarizeFieldErrors([])).toBe(generic);
  });
});
