import { describe, expect, it } from "vitest";
import { fileAddress } from "./download";
import { uploadPercent } from "./upload";

describe("file transfers", () => {
  it("reports an upload's share as a whole percent, never above 100", () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(50, 0)).toBe(0);
  });

  it("resolves a stored file's address the API names, under /api or relative to the API root", () => {
    const root = new URL(fileAddress("/tasks/1/attachments/2"));
    expect(root.pathname).toMatch(/\/api\/tasks\/1\/attachments\/2$/);
    expect(fileAddress("/api/tasks/1/attachments/2")).toBe(root.toString());
    expect(fileAddress("https://files.example.com/a.pdf")).toBe("https://files.example.com/a.pdf");
  });
});
