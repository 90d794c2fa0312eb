type MessagePart = { kind: "text" | "code" | "link"; value: string };

// A link runs to the next space or quote; a code is six digits standing on their own.
const PATTERN = /(https?:\/\/[^\s<>"']+)|(?<![\d-])(\d{6})(?![\d-])/g;
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits a message body into plain text, links and six-digit codes, in order. */
export function splitMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const push = (kind: MessagePart["kind"], value: string) => {
    if (value === "") return;
    const previous = parts.at(-1);
    if (kind === "text" && previous?.kind === "text") previous.value += value;
    else parts.push({ kind, value });
  };
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    push("text", text.slice(last, start));
    if (match[1]) {
      const link = match[1].replace(TRAILING, "");
      push("link", link);
      push("text", match[1].slice(link.length));
    } else {
      push("code", match[2] ?? "");
    }
    last = start + match[0].length;
  }
  push("text", text.slice(last));
  return parts;
}

/** App links such as the password reset link stay in this tab, on this origin. */
export function inAppPath(link: string): string | null {
  try {
    const url = new URL(link);
    return url.pathname === "/reset-password" ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
