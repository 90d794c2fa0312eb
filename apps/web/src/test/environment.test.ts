import { describe, expect, it } from "vitest";

/* What vitest.setup.ts adds to the test DOM (decision 0121). */
describe("the unit tests' DOM", () => {
  it("gives a select the size a browser does: 0 without the attribute, the attribute's number with it", () => {
    const select = document.createElement("select");
    expect(select.size).toBe(0);
    select.size = 4;
    expect(select.getAttribute("size")).toBe("4");
    expect(select.size).toBe(4);
  });

  it("refuses a request no test answers, naming it", async () => {
    await expect(fetch("http://localhost:3000/api/tasks?page=2")).rejects.toThrow(
      "No test answers http://localhost:3000/api/tasks?page=2.",
    );
  });
});
