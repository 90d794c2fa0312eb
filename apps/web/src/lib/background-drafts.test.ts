import { describe, expect, it, vi } from "vitest";
import {
  clearBackgroundDrafts,
  readEducationDraft,
  readShowcaseDraft,
  writeEducationDraft,
  writeShowcaseDraft,
} from "./background-drafts";

const education = { school: "IIT Bombay", degree: "B.Tech", field: "", startYear: "2016", endYear: "2020" };

describe("education and showcase drafts", () => {
  it("keeps education under educationData and the showcase under showcaseData", () => {
    writeEducationDraft([education]);
    writeShowcaseDraft({ portfolios: [{ title: "Shop", description: "", url: "" }], certifications: [], projects: [] });
    expect(JSON.parse(localStorage.getItem("educationData") ?? "null")).toEqual([education]);
    expect(JSON.parse(localStorage.getItem("showcaseData") ?? "null").portfolios[0].title).toBe("Shop");
    expect(readEducationDraft()).toEqual([education]);
    expect(readShowcaseDraft().portfolios).toHaveLength(1);
    clearBackgroundDrafts();
    expect(localStorage.getItem("educationData")).toBeNull();
    expect(localStorage.getItem("showcaseData")).toBeNull();
  });

  it("reads a saved profile's numbers as text and fills missing keys", () => {
    localStorage.setItem("educationData", JSON.stringify([{ school: "MIT", degree: "MS", startYear: 2019 }]));
    expect(readEducationDraft()).toEqual([{ school: "MIT", degree: "MS", field: "", startYear: "2019", endYear: "" }]);
  });

  it("starts empty when the stored draft is junk or unreadable", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("educationData", "{not json");
    localStorage.setItem("showcaseData", JSON.stringify("nope"));
    expect(readEducationDraft()).toEqual([]);
    expect(readShowcaseDraft()).toEqual({ portfolios: [], certifications: [], projects: [] });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
