import { describe, expect, it } from "vitest";
import { namesMatch, nameWords } from "./name-match";

describe("namesMatch (decision 0086)", () => {
  it.each([
    ["RAVI KUMAR", "Ravi Kumar", "case"],
    ["Ravi  Kumar.", "ravi kumar", "spaces and punctuation"],
    ["Mr. Ravi Kumar", "RAVI KUMAR", "an honorific"],
    ["Shri Ravi Kumar", "Smt Ravi Kumar", "honorifics on both sides"],
    ["R. Kumar", "Ravi Kumar", "an initial for the first name"],
    ["Ravi K", "RAVI KUMAR", "an initial for the surname"],
    ["Kumar Ravi", "Ravi Kumar", "the order of the words"],
    ["KUMAR R", "Ravi Kumar", "the order with an initial"],
    ["Ravi Kumar", "Ravi Shankar Kumar", "a missing middle name"],
    ["R. S. Kumar", "Ravi Shankar Kumar", "two initials"],
    ["Ravikumar", "Ravi Kumar", "the words written together"],
    ["ACME TECHNOLOGIES PRIVATE LIMITED", "Acme Technologies Pvt. Ltd.", "company suffixes"],
    ["M/s Acme Technologies Pvt Ltd", "ACME TECHNOLOGIES PRIVATE LIMITED", "M/s"],
    ["Meera", "MEERA", "a one-word name"],
    ["José Fernandes", "JOSE FERNANDES", "accents"],
  ])("matches %s and %s (%s)", (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
    expect(namesMatch(b, a)).toBe(true);
  });

  it.each([
    ["Ravi Kumar", "Someone Else", "another person"],
    ["Ravi Kumar", "Ravi Sharma", "another surname"],
    ["R. K.", "Ravi Kumar", "initials only"],
    ["S. Kumar", "Ravi Kumar", "another initial"],
    ["Kumar", "Ravi Kumar", "one word for two"],
    ["Ravi", "Ravi Kumar", "a first name alone"],
    ["Meera Nair", "Meera Nair Kumar Ravi", "two people's words"],
    ["Mr.", "Ravi Kumar", "nothing but an honorific"],
    ["", "Ravi Kumar", "nothing at all"],
  ])("refuses %s and %s (%s)", (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
    expect(namesMatch(b, a)).toBe(false);
  });

  it("normalises to plain lower-case words", () => {
    expect(nameWords("Dr. R.K. Narayan-Iyer")).toEqual(["r", "k", "narayan", "iyer"]);
  });
});
