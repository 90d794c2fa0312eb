import { z } from "zod";
import { httpUrl, multiLineText, singleLineText } from "./text";

/*
 * The string fields every request schema is built from, so each module refuses control and
 * broken characters (and non-http links) the same way. Classic zod; the login page's mini
 * schemas use the checks of text.ts directly.
 */

/**
 * One line a person types (a name, a title, a search): trimmed, no control characters.
 * `missing` is the sentence for a required field that is absent (a blank form field is omitted).
 */
export const oneLine = (max: number, missing?: string) =>
  z
    .string(missing)
    .trim()
    .check(...singleLineText)
    .max(max, `Must be at most ${max} characters.`);

/** Text that may span lines (a bio, a description): as `oneLine`, but tabs and line breaks stay. */
export const paragraphs = (max: number, missing?: string) =>
  z
    .string(missing)
    .trim()
    .check(...multiLineText)
    .max(max, `Must be at most ${max} characters.`);

/** A link others will open (a website, a portfolio): http or https only. */
export const httpLink = (max = 500) => oneLine(max).check(httpUrl);

/** Query strings arrive as text; an empty value (`?q=`) means "no filter". */
export function emptyAsUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** An optional one-line query parameter such as `?q=` or `?location=`. */
export const queryText = (max: number) => z.preprocess(emptyAsUndefined, oneLine(max).optional());
