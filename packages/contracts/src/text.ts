// Written with zod/mini: the sign-up form's schemas use these checks, and they sit on the login
// page's initial bundle (see auth.ts). Classic zod schemas take them through `.check(...)`.
import { z } from "zod/mini";

export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters.";
export const BROKEN_CHARACTERS_MESSAGE = "Must not contain broken characters (half of an emoji or symbol).";
export const HTTP_URL_MESSAGE = "Enter a web address that starts with http:// or https://.";

/** C0, DEL and C1 controls: NUL cannot be stored in PostgreSQL text, the others are never typed. */
const CONTROL = /\p{Cc}/u;
/** The same without tab, line feed and carriage return, which multi-line text keeps. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
/**
 * A UTF-16 surrogate without its partner (in `u` mode a whole pair reads as one code point, so
 * only a lone half matches). It has no UTF-8 form: PostgreSQL refuses it in JSON and silently
 * turns it into U+FFFD in text.
 */
const LONE_SURROGATE = /\p{Cs}/u;

const refuse = (pattern: RegExp, message: string) =>
  z.refine<string>((value) => !pattern.test(value), { error: message });

/**
 * For every one-line text a person sends (names, titles, search words, tokens): no control
 * character at all and no broken character. Spread into `.check(...)` before length checks so
 * the first issue says what is wrong.
 */
export const singleLineText = [
  refuse(CONTROL, CONTROL_CHARACTERS_MESSAGE),
  refuse(LONE_SURROGATE, BROKEN_CHARACTERS_MESSAGE),
] as const;

/** For text that may run over several lines (bio, descriptions): tab and line breaks allowed. */
export const multiLineText = [
  refuse(CONTROL_EXCEPT_LINE_BREAKS, CONTROL_CHARACTERS_MESSAGE),
  refuse(LONE_SURROGATE, BROKEN_CHARACTERS_MESSAGE),
] as const;

/**
 * A host name as it reads once parsed: dot-separated labels of letters, digits, hyphens and
 * underscores (an international name arrives as punycode), or an IPv6 literal. Browsers' URL
 * parsers differ from Node's: Chromium percent-encodes a space or a comma in a host where Node
 * refuses it, so without this the web form let "acme corp.com" through that the API then
 * refused (decision 0082).
 */
const PLAIN_HOST = /^(?:(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?|\[[0-9a-f:.]+\])$/i;

/** Whether a stored link is one a browser opens as a page: http or https with a plain host, no spaces. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && PLAIN_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * For links a user stores and others click (company website, showcase links): only http and
 * https, so `javascript:` and `data:` never reach another person's browser.
 */
export const httpUrl = z.refine<string>(isHttpUrl, { error: HTTP_URL_MESSAGE });
