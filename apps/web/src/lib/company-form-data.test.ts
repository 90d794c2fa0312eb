import { describe, expect, it } from "vitest";
import { toCompanyFormData } from "./company-form-data";

describe("toCompanyFormData", () => {
  it("keeps text fields and leaves out empty values", () => {
    const form = toCompanyFormData({
      companyName: "Acme Labs",
      industry: "Software",
      size: "11-50",
      website: "",
      location: "  ",
      description: undefined,
      registrationNumber: null,
    });
    expect([...form.keys()]).toEqual(["companyName", "industry", "size"]);
    expect(form.get("companyName")).toBe("Acme Labs");
    expect(form.has("website")).toBe(false);
    expect(form.has("location")).toBe(false);
  });

  it("writes array fields as indexed entries, skipping empty items", () => {
    const form = toCompanyFormData({ skills: ["React", "", "Node.js", null], tags: [] });
    expect([...form.entries()]).toEqual([
      ["skills[0]", "React"],
      ["skills[1]", "Node.js"],
    ]);
  });

  it("adds the certificate and logo files under their own names, and no empty file", async () => {
    const certificate = new File(["%PDF-1.7"], "certificate.pdf", { type: "application/pdf" });
    const form = toCompanyFormData({ companyName: "Acme" }, { registrationCertificate: certificate, logo: null });
    const sent = form.get("registrationCertificate");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("certificate.pdf");
    expect(await (sent as File).text()).toBe("%PDF-1.7");
    expect(form.has("logo")).toBe(false);
  });

  it("writes numbers and trims text", () => {
    const form = toCompanyFormData({ founded: 2019, companyName: "  Acme  " });
    expect(form.get("founded")).toBe("2019");
    expect(form.get("companyName")).toBe("Acme");
  });
});
