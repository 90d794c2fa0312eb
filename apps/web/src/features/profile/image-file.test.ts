import { describe, expect, it } from "vitest";
import { imageFileProblem } from "./image-file";

describe("imageFileProblem", () => {
  it("accepts JPEG, PNG and WebP up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(imageFileProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });
  it("rejects other types with a clear message", () => {
    expect(imageFileProblem({ type: "image/gif", size: 10 })).toBe("Choose a JPEG, PNG or WebP image.");
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe("Choose a JPEG, PNG or WebP image.");
  });
  it("rejects files over 5 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 6 * 1024 * 1024 })).toMatch(/limit is 5 MB/);
  });
});
