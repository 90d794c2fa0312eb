import { describe, expect, it } from "vitest";
import { foldFormFields } from "./multipart-form";

describe("foldFormFields", () => {
  it("keeps plain fields as text", () => {
    expect(
      foldFormFields([
        ["companyName", "Acme"],
        ["size", "11-50"],
      ]),
    ).toEqual({ companyName: "Acme", size: "11-50" });
  });

  it("folds indexed entries into arrays ordered by index", () => {
    expect(
      foldFormFields([
        ["skills[1]", "Node.js"],
        ["skills[0]", "React"],
        ["skills[2]", "SQL"],
      ]),
    ).toEqual({ skills: ["React", "Node.js", "SQL"] });
  });

  it("closes gaps left by missing or empty entries", () => {
    expect(
      foldFormFields([
        ["skills[0]", "React"],
        ["skills[1]", ""],
        ["skills[5]", "Go"],
      ]),
    ).toEqual({ skills: ["React", "Go"] });
  });

  it("appends `name[]` entries and repeated plain names", () => {
    expect(
      foldFormFields([
        ["tags[]", "a"],
        ["tags[]", "b"],
        ["lang", "en"],
        ["lang", "hi"],
      ]),
    ).toEqual({ tags: ["a", "b"], lang: ["en", "hi"] });
  });

  it("builds objects inside arrays", () => {
    expect(
      foldFormFields([
        ["links[0][label]", "Site"],
        ["links[0][url]", "https://a.example"],
        ["links[1][label]", "Blog"],
      ]),
    ).toEqual({ links: [{ label: "Site", url: "https://a.example" }, { label: "Blog" }] });
  });

  it("omits empty values so optional fields stay unset", () => {
    expect(
      foldFormFields([
        ["website", ""],
        ["location", "   "],
        ["companyName", "Acme"],
      ]),
    ).toEqual({
      companyName: "Acme",
    });
    expect(foldFormFields([["skills[0]", ""]])).toEqual({});
  });

  it("ignores prototype keys, malformed names and conflicting shapes", () => {
    const folded = foldFormFields([
      ["__proto__[polluted]", "yes"],
      ["a[constructor]", "x"],
      ["bad]name", "x"],
      ["skills[0]", "React"],
      ["skills[0][nested]", "conflict"],
      ["skills[name]", "not an index"],
    ]);
    expect(folded).toEqual({ skills: ["React"] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
