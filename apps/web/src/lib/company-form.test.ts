import { describe, expect, it } from "vitest";
import { checkFile, ZCompanyForm } from "./company-form";

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe("company files", () => {
  it("accepts a PDF certificate up to 10 MB and refuses a bigger one", () => {
    expect(checkFile("registrationCertificate", file("c.pdf", "application/pdf", 1024))).toBeNull();
    expect(checkFile("registrationCertificate", file("c.pdf", "application/pdf", 10 * 1024 * 1024 + 1))).toBe(
      "The registration certificate must be at most 10 MB.",
    );
  });

  it("refuses a WebP certificate and a PDF logo", () => {
    expect(checkFile("registrationCertificate", file("c.webp", "image/webp", 10))).toMatch(/PDF, JPEG or PNG/);
    expect(checkFile("logo", file("l.pdf", "application/pdf", 10))).toMatch(/JPEG, PNG or WebP/);
  });

  it("limits the logo to 5 MB", () => {
    expect(checkFile("logo", file("l.webp", "image/webp", 5 * 1024 * 1024))).toBeNull();
    expect(checkFile("logo", file("l.png", "image/png", 5 * 1024 * 1024 + 1))).toBe("The logo must be at most 5 MB.");
  });
});

describe("ZCompanyForm", () => {
  const valid = {
    companyName: "Acme Labs",
    industry: "Software",
    size: "11-50",
    website: "acme.in",
    location: "Pune",
    description: "We build payment software for small shops.",
    registrationNumber: "U72200MH2020PTC123456",
  };

  it("adds https to a bare website and drops an empty one", () => {
    expect(ZCompanyForm.parse(valid).website).toBe("https://acme.in");
    expect(ZCompanyForm.parse({ ...valid, website: " " }).website).toBeUndefined();
  });

  it("requires a size", () => {
    const result = ZCompanyForm.safeParse({ ...valid, size: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["size"]);
  });
});
